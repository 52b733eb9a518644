-- The pay call's claim (ChargeLedger.claim, decision 229) in one statement: under the order's lock,
-- the checks in the order the service made them, then the charge, its 'created' event, the card at
-- the place and the order's payment state. Each statement of a VOLATILE plpgsql function takes a
-- new snapshot, so the reads after the lock see a charge a concurrent claim committed meanwhile
-- (one data-modifying CTE could not: its snapshot predates the lock wait). Runs as the caller
-- (SECURITY INVOKER): row-level security applies as to the service's own statements.
-- Answers one jsonb: outcome = not_found | live (with the live charge, nothing written) | locked |
-- unavailable | fresh (with the new charge and whether the order has a split); the service turns
-- each into the same answer as before.
CREATE FUNCTION "payment_claim"(
	p_place uuid, p_order uuid, p_caller uuid, p_staff boolean, p_pending integer,
	p_method text, p_provider text, p_installments integer,
	p_card uuid, p_card_brand text, p_card_last4 text, p_card_at_place_user uuid,
	p_first_purchase_block boolean, p_now timestamptz
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	o record;
	live payment_transactions;
	fresh payment_transactions;
	blocked boolean;
	first_purchase boolean;
BEGIN
	SELECT user_id, status, total_cents, budget INTO o FROM orders
		WHERE place_id = p_place AND id = p_order FOR UPDATE;
	IF NOT FOUND OR NOT (p_staff OR coalesce(o.user_id = p_caller, false)) THEN
		RETURN jsonb_build_object('outcome', 'not_found');
	END IF;
	SELECT * INTO live FROM payment_transactions
		WHERE place_id = p_place AND order_id = p_order AND status IN ('processing', 'pending', 'succeeded');
	IF FOUND THEN
		RETURN jsonb_build_object('outcome', 'live', 'row', to_jsonb(live));
	END IF;
	IF o.status <> p_pending OR coalesce(o.budget, false) THEN
		RETURN jsonb_build_object('outcome', 'locked');
	END IF;
	IF o.user_id IS NOT NULL THEN
		SELECT m.block_app_payment, m.first_purchase INTO blocked, first_purchase FROM place_members m
			WHERE m.place_id = p_place AND m.user_id = o.user_id LIMIT 1;
		IF coalesce(blocked, false) OR (coalesce(p_first_purchase_block, false) AND coalesce(first_purchase, false)) THEN
			RETURN jsonb_build_object('outcome', 'unavailable');
		END IF;
	END IF;
	INSERT INTO payment_transactions (place_id, order_id, user_id, attempt, idempotency_key, method, provider,
		status, amount_cents, installments, card_id, card_brand, card_last4)
		SELECT p_place, p_order, p_caller, n, p_place::text || ':' || p_order::text || ':' || n::text, p_method, p_provider,
			'processing', o.total_cents, p_installments, p_card, p_card_brand, p_card_last4
		FROM (SELECT coalesce(max(attempt), 0) + 1 AS n FROM payment_transactions
			WHERE place_id = p_place AND order_id = p_order) next
		RETURNING * INTO fresh;
	INSERT INTO payment_events (place_id, transaction_id, order_id, kind, status, detail)
		VALUES (p_place, fresh.id, p_order, 'created', fresh.status,
			jsonb_build_object('amount_cents', fresh.amount_cents, 'installments', fresh.installments));
	IF p_card_at_place_user IS NOT NULL THEN
		INSERT INTO payment_card_places (place_id, card_id, user_id)
			VALUES (p_place, p_card, p_card_at_place_user) ON CONFLICT DO NOTHING;
	END IF;
	UPDATE orders SET payment_status = 'pending', updated_at = p_now WHERE place_id = p_place AND id = p_order;
	RETURN jsonb_build_object('outcome', 'fresh', 'row', to_jsonb(fresh),
		'has_split', EXISTS (SELECT 1 FROM order_splits WHERE place_id = p_place AND order_id = p_order));
END
$$;
