-- Order numbers from a sequence per year (issue 13, the PostgreSQL crowd's tail): the year's counter
-- row (order_number_counters) was bumped inside the order's transaction, so its row lock was held
-- through the commit's WAL flush and every order of the shop waited for the one before it (sampled
-- in a crowd: nearly every lock wait was an order waiting for another order's commit). nextval
-- holds no lock until commit; a number taken by an order that then fails is skipped, so numbers are
-- unique and increasing but may have gaps. The year's sequence is made by its first order, after
-- the last number the old counter gave out that year (its rows stay as that record; nothing bumps
-- them now). Two first orders of a year take turns on that table's lock (a self-conflicting mode
-- no one else takes): the second waits for the first's commit, and taking a table lock makes it
-- read the catalogue afresh, so it finds the new sequence (an advisory lock would not: its stale
-- lookup tried to create the sequence again).
CREATE OR REPLACE FUNCTION fireworks_next_order_number(order_year int) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  year_sequence text := 'order_numbers_' || order_year;
BEGIN
  IF to_regclass(year_sequence) IS NULL THEN
    LOCK TABLE order_number_counters IN SHARE ROW EXCLUSIVE MODE;
    IF to_regclass(year_sequence) IS NULL THEN
      EXECUTE format('CREATE SEQUENCE %I START WITH %s', year_sequence,
        coalesce((SELECT last_number FROM order_number_counters WHERE year = order_year), 0) + 1);
    END IF;
  END IF;
  RETURN nextval(year_sequence::regclass);
END;
$$;
