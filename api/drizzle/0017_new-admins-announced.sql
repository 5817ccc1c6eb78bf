-- A user inserted already an admin (the first start's admin, an import) changes the admins' list
-- that every process keeps for the new-order e-mails: announce it as an update would be ('u:<id>').
-- Other inserts (sign-ups) are in no process's cache, so they stay silent.
CREATE TRIGGER users_insert_admin_notify AFTER INSERT ON "users" FOR EACH ROW WHEN (NEW.admin) EXECUTE FUNCTION fireworks_notify_row('u');
