import { useCallback } from 'react';
import { useNavigate } from '../../lib/router.tsx';
import { readBackCounter } from '../../lib/storage.ts';

/** Back goes to Index when there is no in-app history (spec 3 §2.2). */
export function useBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (readBackCounter() > 0) navigate(-1);
    else navigate('/', { replace: true });
  }, [navigate]);
}
