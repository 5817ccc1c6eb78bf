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
