-- Orders for the featured top sellers (src/modules/featured): a statement that adds or removes
-- order lines (an order placed, an order deleted: its lines go with it) sends 'orders' after its
-- commit, so every process's top sellers follow within ORDERS_LAG_MS, not only the process that
-- took the order. One notification per transaction (identical payloads are sent once), in a
-- transaction whose cart trigger already notifies: the notify queue lock is taken there anyway.
CREATE TRIGGER order_items_insert_notify AFTER INSERT ON "order_items" FOR EACH STATEMENT EXECUTE FUNCTION fireworks_notify_table('orders');
--> statement-breakpoint
CREATE TRIGGER order_items_delete_notify AFTER DELETE ON "order_items" FOR EACH STATEMENT EXECUTE FUNCTION fireworks_notify_table('orders');
--> statement-breakpoint
CREATE TRIGGER order_items_truncate_notify AFTER TRUNCATE ON "order_items" FOR EACH STATEMENT EXECUTE FUNCTION fireworks_notify_table('orders');
