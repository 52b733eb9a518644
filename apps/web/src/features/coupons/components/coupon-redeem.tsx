import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { pathFor } from '../../../app/route-table.ts';
import { refreshUser } from '../../../app/shared/session.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { api, errorMessage } from '../../../lib/api.ts';

/**
 * Spec 3 §2.2 CouponRedeem (/cupom/{code}): checks the coupon and stores it on the user as
 * invite_cupom (cupom/view with save), refreshes the user, then the animation; else the error screen.
 */
export function CouponRedeem() {
  const { t } = useTranslation('cart');
  const { code = '' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    api
      .call('cupom/view', { code, save: true })
      .then(async ({ cupom }) => {
        await refreshUser();
        if (current)
          navigate(`${pathFor('CouponAnimation')}?cupom=${encodeURIComponent(cupom.code)}`, { replace: true });
      })
      .catch((failure: unknown) => {
        if (current)
          navigate(
            `${pathFor('CouponError')}?error=${encodeURIComponent(errorMessage(failure, t('couponRoute.errorDefault')))}`,
            {
              replace: true,
            },
          );
      });
    return () => {
      current = false;
    };
  }, [code, navigate, t]);
  return <Spinner label={t('couponRoute.checking')} />;
}
