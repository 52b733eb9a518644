-- orders.payment_status for orders charged before 0021 (decision 050). Per place, because orders and
-- payment_transactions FORCE row-level security (a non-superuser owner sees only app.place_id's rows).
-- paid: a charge succeeded and stands; refunded: a charge that had succeeded was cancelled later
-- (its history holds an applied 'succeeded' event); pending: the latest charge is in flight; failed: otherwise.
DO $$
DECLARE
  p uuid;
BEGIN
  FOR p IN SELECT id FROM places LOOP
    PERFORM set_config('app.place_id', p::text, true);
    UPDATE orders o SET payment_status = CASE
      WHEN EXISTS (SELECT 1 FROM payment_transactions t
                   WHERE t.place_id = o.place_id AND t.order_id = o.id AND t.status = 'succeeded') THEN 'paid'
      WHEN EXISTS (SELECT 1 FROM payment_transactions t
                   JOIN payment_events e ON e.place_id = t.place_id AND e.transaction_id = t.id
                   WHERE t.place_id = o.place_id AND t.order_id = o.id AND t.status = 'canceled'
                     AND e.status = 'succeeded' AND e.kind NOT LIKE '%\_ignored') THEN 'refunded'
      WHEN (SELECT t.status FROM payment_transactions t
            WHERE t.place_id = o.place_id AND t.order_id = o.id
            ORDER BY t.attempt DESC LIMIT 1) IN ('processing', 'pending') THEN 'pending'
      ELSE 'failed'
    END
    WHERE o.place_id = p
      AND EXISTS (SELECT 1 FROM payment_transactions t WHERE t.place_id = o.place_id AND t.order_id = o.id);
  END LOOP;
  PERFORM set_config('app.place_id', '', true);
END $$;
