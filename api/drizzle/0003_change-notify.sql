-- Change feed for the API processes' caches (src/shared/change-feed.ts): every write to a cached
-- table sends a notification on the channel fireworks_changes after its transaction commits.
-- Row-level for users and sessions ('u:<id>', 's:<id>'), statement-level for whole lists.
CREATE OR REPLACE FUNCTION fireworks_notify_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('fireworks_changes', TG_ARGV[0] || ':' || OLD.id);
  ELSE
    PERFORM pg_notify('fireworks_changes', TG_ARGV[0] || ':' || NEW.id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fireworks_notify_table() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fireworks_changes', TG_ARGV[0]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_notify AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION fireworks_notify_row('u');
--> statement-breakpoint
CREATE TRIGGER sessions_notify AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION fireworks_notify_row('s');
--> statement-breakpoint
CREATE TRIGGER items_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "items" FOR EACH STATEMENT EXECUTE FUNCTION fireworks_notify_table('items');
--> statement-breakpoint
CREATE TRIGGER discount_rules_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "discount_rules" FOR EACH STATEMENT EXECUTE FUNCTION fireworks_notify_table('discounts');
