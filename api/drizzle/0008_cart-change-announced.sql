-- Cart changes announced by the application (src/db/change-notify.ts, issue 13): PostgreSQL's
-- locked cart saves and orders set fireworks.cart_change_announced to the user's id for their
-- transaction (src/db/write-statements.ts LOCK_USER_SQL) and send 'c:<user id>' themselves, in
-- batches: a NOTIFY holds the notify queue lock over its commit (WAL flush included), so every cart
-- save and order committed one after another. Every other cart write notifies as before.
CREATE OR REPLACE FUNCTION fireworks_notify_cart() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner text := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
BEGIN
  IF owner IS DISTINCT FROM current_setting('fireworks.cart_change_announced', true) THEN
    PERFORM pg_notify('fireworks_changes', 'c:' || owner);
  END IF;
  RETURN NULL;
END;
$$;
