import styles from './ops.module.css';
import { Spinner } from './spinner.tsx';

/** A back-office screen's loading state: the spinner while its query runs, the refusal once it fails. */
export function LoadStatus({ pending, error }: { pending: boolean; error: string | null }) {
  return (
    <>
      {pending && <Spinner />}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}
