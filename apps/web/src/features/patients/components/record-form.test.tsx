import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, renderWithApp, stubCalls } from '../../../test/render.tsx';
import { RecordForm } from './record-form.tsx';

afterEach(() => vi.restoreAllMocks());

// The consultation form on the shared signed-item form and hooks: the required complaint, a refusal
// under the field the server names, and an addendum that goes back to the entry it corrects.

const PATIENT = { patient: { _id: 'p1', full_name: 'Ana Souza' } };

describe('the consultation form', () => {
  it('asks for the chief complaint, then signs what was typed and goes on to the new entry', async () => {
    const calls = stubCalls({
      'patients/get': () => PATIENT,
      'record/create': () => ({ record: { _id: 'r9' } }),
    });
    const onDone = vi.fn();
    const { user } = renderWithApp(<RecordForm patientId="p1" addendumTo={null} onDone={onDone} onCancel={vi.fn()} />);
    await screen.findByRole('heading', { name: 'Nova consulta' });
    expect(screen.getByText('Ana Souza')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Assinar e salvar' }));
    await screen.findByText('Campo obrigatório');
    expect(calls).not.toHaveBeenCalledWith('record/create', expect.anything());
    await user.type(screen.getByLabelText('Queixa principal'), 'Manchas');
    await user.click(screen.getByRole('button', { name: 'Assinar e salvar' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('r9'));
    expect(calls).toHaveBeenCalledWith(
      'record/create',
      expect.objectContaining({ patient_id: 'p1', chief_complaint: 'Manchas', addendum_to: null }),
    );
  });

  it("shows the server's refusal under the field it names and keeps what was typed", async () => {
    stubCalls({
      'patients/get': () => PATIENT,
      'record/create': () => {
        throw refusal('Data: a data não pode estar no futuro.', { field: 'date' });
      },
    });
    const { user } = renderWithApp(<RecordForm patientId="p1" addendumTo={null} onDone={vi.fn()} onCancel={vi.fn()} />);
    await user.type(await screen.findByLabelText('Queixa principal'), 'Dor');
    await user.click(screen.getByRole('button', { name: 'Assinar e salvar' }));
    const message = await screen.findByText('a data não pode estar no futuro.');
    // Under the date field (its description), not as the whole form's error.
    expect(screen.getByLabelText('Data').getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getAllByRole('alert')).toEqual([message]);
    expect((screen.getByLabelText('Queixa principal') as HTMLTextAreaElement).value).toBe('Dor');
  });

  it('writes an addendum to a signed entry and goes back to that entry', async () => {
    const calls = stubCalls({
      'patients/get': () => PATIENT,
      'record/get': () => ({ record: { _id: 'r1', date: '2026-03-04' }, addenda: [] }),
      'record/create': () => ({ record: { _id: 'r2' } }),
    });
    const onDone = vi.fn();
    const { user } = renderWithApp(<RecordForm patientId="p1" addendumTo="r1" onDone={onDone} onCancel={vi.fn()} />);
    await screen.findByRole('heading', { name: 'Adendo ao registro de 04/03/2026' });
    expect(screen.getByText(/Um registro assinado não muda/)).toBeTruthy();
    await user.type(screen.getByLabelText('Queixa principal'), 'Correção');
    await user.click(screen.getByRole('button', { name: 'Assinar e salvar' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('r1'));
    expect(calls).toHaveBeenCalledWith('record/create', expect.objectContaining({ addendum_to: 'r1' }));
  });
});
