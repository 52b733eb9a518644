import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { Product } from '../api/catalogue-calls.ts';

// Which combo is being assembled; the dialog's chunk loads only when one is opened.

type ComboState = { product: Product | null; quantity: number };

export const comboStore = createStore<ComboState>()(() => ({ product: null, quantity: 1 }));

export const openCombo = (product: Product, quantity = 1) => comboStore.setState({ product, quantity });
export const closeCombo = () => comboStore.setState({ product: null, quantity: 1 });

export function useCombo(): ComboState {
  return useStore(comboStore);
}
