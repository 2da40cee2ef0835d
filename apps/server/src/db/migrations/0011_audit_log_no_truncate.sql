-- Row triggers do not see TRUNCATE: a statement trigger refuses it too, so
-- the audit log cannot be emptied in one stroke either.
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only();
