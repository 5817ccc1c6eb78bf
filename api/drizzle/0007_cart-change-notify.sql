-- Change feed for the cart totals cache (src/modules/cart/cart-totals.cache.ts): a cart write sends
-- 'c:<user id>' after its transaction commits (identical payloads of one transaction are sent once);
-- a sales calendar write sends 'season'.
CREATE OR REPLACE FUNCTION fireworks_notify_cart() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('fireworks_changes', 'c:' || OLD.user_id);
  ELSE
    PERFORM pg_notify('fireworks_changes', 'c:' || NEW.user_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cart_items_notify AFTER INSERT OR UPDATE OR DELETE ON "cart_items" FOR EACH ROW EXECUTE FUNCTION fireworks_notify_cart();
--> statement-breakpoint
CREATE TRIGGER cart_items_truncate_notify AFTER TRUNCATE ON "cart_items" FOR EACH STATEMENT EXECUTE FUNCTION fireworks_notify_table('carts');
--> statement-breakpoint
CREATE TRIGGER season_calendar_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "season_calendar" FOR EACH STATEMENT EXECUTE FUNCTION fireworks_notify_table('season');
--> statement-breakpoint
-- Items: only a statement that changed rows is announced. Order creation runs an UPDATE of the
-- items that track stock for every line, which touches no row for items without stock; before,
-- that statement alone emptied every process's item lists and cart totals at each order.
CREATE OR REPLACE FUNCTION fireworks_notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    PERFORM pg_notify('fireworks_changes', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS items_notify ON "items";
--> statement-breakpoint
CREATE TRIGGER items_insert_notify AFTER INSERT ON "items" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION fireworks_notify_table_changed('items');
--> statement-breakpoint
CREATE TRIGGER items_update_notify AFTER UPDATE ON "items" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION fireworks_notify_table_changed('items');
--> statement-breakpoint
CREATE TRIGGER items_delete_notify AFTER DELETE ON "items" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION fireworks_notify_table_changed('items');
--> statement-breakpoint
CREATE TRIGGER items_truncate_notify AFTER TRUNCATE ON "items" FOR EACH STATEMENT EXECUTE FUNCTION fireworks_notify_table('items');
