ALTER TABLE "goods" ADD COLUMN "drug_class" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "is_special_compound" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "is_cold_chain" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "needs_trace_code" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "licensed_drug_classes" jsonb DEFAULT '["rx","otc_a","otc_b"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_drug_class_known" CHECK ("goods"."drug_class" IN ('rx', 'otc_a', 'otc_b', 'none'));--> statement-breakpoint
-- Goods listed before the class existed. A drug (国药准字, not a device, health
-- food or herbal piece) is taken as 处方药 until staff say otherwise: the
-- stricter class never sells an unclassified drug to an OTC-only licence, and
-- every licence today allows every class, so nobody loses a sale. Each drug
-- needs its trace codes; the names that give the rest away set the others
-- (docs/decisions/2026-11-28-drug-class.md).
UPDATE "goods" SET
  "drug_class" = 'rx',
  "needs_trace_code" = true,
  "is_special_compound" = "name" ~ '伪麻|麻黄碱|酚麻美敏|可待因|地芬诺酯|复方甘草片',
  "is_cold_chain" = "name" ~ '胰岛素|干扰素|促红素|生长激素|双歧杆菌三联活菌'
WHERE "kind" = 0 AND NOT "is_device" AND NOT "is_health" AND "approval_number" LIKE '国药准字%';
