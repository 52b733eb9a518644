import {
  isResultEvent,
  PINPAD_REMOVE_CARD_TEXT,
  PINPAD_RESULT_TEXT,
  type PinError,
  type PinpadEvent,
  type PinpadResultType,
} from '@app/domain/payments/pinpad';

// What the pin pad dialog shows (spec 1 §4, §8): the terminal's latest text; on a result its
// default text (TRANSACAO APROVADA / TRANSACAO FALHOU / PAGAMENTO ABORTADO), then 4 s later
// 'RETIRE O CARTAO' — unless the terminal sent its own message after the result, which wins.

export type PinpadDisplay = {
  phase: 'connecting' | 'charging' | 'done' | 'unreachable';
  /** The terminal-style line. */
  text: string | null;
  pinError: { error: PinError; attempts: number } | null;
  result: PinpadResultType | null;
  /** The terminal spoke after the result: its text is kept over ours. */
  terminalOverride: boolean;
};

export type DisplayAction =
  | { kind: 'event'; event: PinpadEvent }
  | { kind: 'removeCard' }
  | { kind: 'unreachable' }
  | { kind: 'restart' };

export const INITIAL_DISPLAY: PinpadDisplay = {
  phase: 'connecting',
  text: null,
  pinError: null,
  result: null,
  terminalOverride: false,
};

export function pinpadDisplay(state: PinpadDisplay, action: DisplayAction): PinpadDisplay {
  switch (action.kind) {
    case 'restart':
      return INITIAL_DISPLAY;
    case 'unreachable':
      return state.result ? state : { ...state, phase: 'unreachable' };
    case 'removeCard':
      return state.result && !state.terminalOverride ? { ...state, text: PINPAD_REMOVE_CARD_TEXT } : state;
    case 'event': {
      const { event } = action;
      if (isResultEvent(event)) {
        if (state.result) return state;
        return { ...state, phase: 'done', result: event.type, text: PINPAD_RESULT_TEXT[event.type] };
      }
      if (event.type === 'message') {
        return {
          ...state,
          phase: state.result ? 'done' : 'charging',
          text: event.text,
          terminalOverride: state.result !== null,
        };
      }
      if (event.type === 'pinError') {
        return {
          ...state,
          phase: state.result ? 'done' : 'charging',
          pinError: { error: event.error, attempts: event.attempts },
        };
      }
      return state;
    }
  }
}
