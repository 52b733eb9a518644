import type { PinpadCharge } from '@app/domain/payments/pinpad';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { PinpadResult } from './pinpad-client.ts';

// The checkout asks for a pin pad charge; the dialog (PinpadHost) runs it and answers the result
// when the staff closes it. Rejects when the terminal cannot be reached and the staff gives up.

export type PinpadRequest = {
  charge: Omit<PinpadCharge, 'type'>;
  resolve: (result: PinpadResult) => void;
  reject: (error: Error) => void;
};

export const pinpadHostStore = createStore<{ request: PinpadRequest | null }>()(() => ({ request: null }));

export function requestPinpadCharge(charge: Omit<PinpadCharge, 'type'>): Promise<PinpadResult> {
  return new Promise((resolve, reject) => {
    const settle =
      <T>(fn: (v: T) => void) =>
      (v: T) => {
        pinpadHostStore.setState({ request: null });
        fn(v);
      };
    pinpadHostStore.setState({ request: { charge, resolve: settle(resolve), reject: settle(reject) } });
  });
}

export function usePinpadRequest(): PinpadRequest | null {
  return useStore(pinpadHostStore, (s) => s.request);
}
