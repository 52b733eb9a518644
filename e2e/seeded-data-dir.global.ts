import { dropTemplate } from './seeded-data-dir.ts';

// No template survives from an earlier run (its code may have had other migrations or seed).
export default function setup() {
  dropTemplate();
  return dropTemplate;
}
