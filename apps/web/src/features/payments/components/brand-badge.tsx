import styles from './payments.module.css';

// Card brands as small text badges (no image set to download; spec 3 §2.4 "brand image").

const SHORT: Record<string, string> = {
  visa: 'VISA',
  mastercard: 'MC',
  'american-express': 'AMEX',
  amex: 'AMEX',
  elo: 'ELO',
  hipercard: 'HIPER',
  hiper: 'HIPER',
  'diners-club': 'DINERS',
  diners: 'DINERS',
  discover: 'DISC',
  jcb: 'JCB',
  unionpay: 'UPAY',
};

const NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'American Express',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
  hiper: 'Hiper',
  'diners-club': 'Diners Club',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export function brandLabel(brand: string): string {
  return NAMES[brand.toLowerCase()] ?? brand;
}

export function BrandBadge({ brand, unknownLabel }: { brand: string | null; unknownLabel?: string }) {
  const key = (brand ?? '').toLowerCase();
  const name = brand ? brandLabel(brand) : (unknownLabel ?? '?');
  return (
    <span className={styles.brand} data-brand={key || 'unknown'} role="img" aria-label={name} title={name}>
      {brand ? (SHORT[key] ?? key.slice(0, 5)) : '?'}
    </span>
  );
}
