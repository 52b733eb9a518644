import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStore } from '../../../lib/storage.ts';
import { renderWithApp, stubCalls } from '../../../test/render.tsx';
import { TableQrCodes } from './table-qr-codes.tsx';

vi.mock('qrcode', () => ({ toDataURL: async (text: string) => `data:image/png;base64,${btoa(text)}` }));

afterEach(() => {
  vi.restoreAllMocks();
  browserStore.getState().set('tableQrCodes', []);
  browserStore.getState().set('managerToken', null);
});

describe('table QR codes', () => {
  it("lists the place's tables, asks for a number, adds one, and removes it after a confirmation", async () => {
    stubCalls({
      'consumeplace/list': () => ({
        consume_places: [
          { _id: 'a', kind: 'table', name: 'Mesa 5' },
          { _id: 'b', kind: 'room', name: 'Quarto 12' },
        ],
        option: 'table',
      }),
      'openorder/tablecodes': (body) => ({
        codes: [
          { spot_key: 'a', kind: 'table', name: 'Mesa 5', code: 'K7QX' },
          { spot_key: 'b', kind: 'room', name: 'Quarto 12', code: 'M2PR' },
          ...((body as { numbers?: string[] }).numbers ?? []).map((n) => ({
            spot_key: '',
            kind: 'table',
            name: n,
            code: null,
          })),
        ],
      }),
    });
    browserStore.getState().set('managerToken', 'staff-token');
    const { user } = renderWithApp(<TableQrCodes open onOpenChange={() => {}} />);
    await screen.findByText('Mesa 5');
    await screen.findByRole('img', { name: 'QR Code de Quarto 12' });
    await screen.findByText('Código da mesa: K7QX');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    await screen.findByText('Por favor, insira o número da mesa.');
    await user.type(screen.getByLabelText('Número da mesa'), '20');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    await screen.findByText('Mesa 20');
    await screen.findByText('Sem código: este número não é uma mesa do estabelecimento.');
    expect(browserStore.getState().tableQrCodes).toEqual([{ number: '20', link: expect.stringContaining('/home/20') }]);
    await user.click(screen.getByRole('button', { name: 'Excluir Mesa 20' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Excluir QR Code' });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByText('Mesa 20')).toBeNull());
  });
});
