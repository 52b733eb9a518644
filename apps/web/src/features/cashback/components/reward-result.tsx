import type { ReactNode } from 'react';
import { Link } from '../../../lib/router.tsx';
import styles from './rewards.module.css';

/** The success or error screen of a coupon or cashback link (animated badge, text, one action). */
export function RewardResult({
  ok,
  title,
  children,
  action,
}: {
  ok: boolean;
  title: string;
  children?: ReactNode;
  action: { to: string; label: string };
}) {
  return (
    <section className={styles.result} aria-labelledby="reward-title">
      <span className={[styles.badge, !ok && styles.badgeError].filter(Boolean).join(' ')} aria-hidden="true">
        {ok ? '✓' : '!'}
      </span>
      <h1 id="reward-title">{title}</h1>
      {children}
      <Link className={styles.link} to={action.to}>
        {action.label}
      </Link>
    </section>
  );
}
