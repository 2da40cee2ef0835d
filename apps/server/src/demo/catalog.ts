import { devices } from './devices.ts';
import { digestiveDrugs } from './digestive-drugs.ts';
import { healthProducts } from './health-products.ts';
import { herbTemplates } from './herbs.ts';
import { injections } from './injections.ts';
import { patentMedicines } from './patent-medicines.ts';
import { specialtyDrugs } from './specialty-drugs.ts';
import { parseGroup, type Segment, type Template } from './templates.ts';
import { westernDrugs } from './western-drugs.ts';

export type Shelf = { segment: Segment; share: number; templates: Template[] };

/**
 * Every product line, by segment, with the share of goods rows each segment
 * aims at. A segment whose product-maker pairs run out yields to the others,
 * so small segments (health foods) end up below their share.
 */
export function shelves(): Shelf[] {
  const drugs = [
    ...westernDrugs,
    ...digestiveDrugs,
    ...specialtyDrugs,
    ...injections,
    ...patentMedicines,
  ];
  return [
    { segment: 'drug', share: 0.72, templates: drugs.flatMap((g) => parseGroup(g)) },
    { segment: 'herb', share: 0.11, templates: herbTemplates() },
    { segment: 'device', share: 0.1, templates: devices.flatMap((g) => parseGroup(g)) },
    { segment: 'health', share: 0.07, templates: healthProducts.flatMap((g) => parseGroup(g)) },
  ];
}
