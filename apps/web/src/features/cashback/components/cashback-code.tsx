import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { pathFor } from '../../../app/route-table.ts';
import { refreshUser } from '../../../app/shared/session.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { api, errorMessage } from '../../../lib/api.ts';

/** Spec 3 §2.2 CashbackCode (/cashback/{code}): redeems the code, then CashbackRedeem or CashbackError. */
export function CashbackCode() {
  const { t } = useTranslation('cart');
  const { code = '' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    api
      .call('cashbackmanual/retrieve', { code })
      .then(async ({ amount, balance }) => {
        await refreshUser();
        if (current) navigate(`${pathFor('CashbackRedeem')}?valor=${amount}&saldo=${balance}`, { replace: true });
      })
      .catch((failure: unknown) => {
        if (current)
          navigate(
            `${pathFor('CashbackError')}?error=${encodeURIComponent(errorMessage(failure, t('cashback.errorDefault')))}`,
            {
              replace: true,
            },
          );
      });
    return () => {
      current = false;
    };
  }, [code, navigate, t]);
  return <Spinner label={t('cashback.redeeming')} />;
}
