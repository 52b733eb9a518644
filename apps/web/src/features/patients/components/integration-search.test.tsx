import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, renderWithApp, stubCalls } from '../../../test/render.tsx';
import { IntegrationSearch } from './integration-sections.tsx';

afterEach(() => vi.restoreAllMocks());

// getPatientFilter's place on the patient list (decision 194): the search of the clinic's own
// system, what it sends, what it shows, and the way back to the clinic's list.

const JOANA = {
  id: 'ext-1',
  name: 'Joana Prado',
  cpf: '39053344705',
  phone: '5511971234567',
  email: null,
  birthdate: '1987-04-12',
};

describe('the integrated system search on the patient list', () => {
  it('opens on demand, searches a name, shows who was found and finds them in the clinic by CPF', async () => {
    const calls = stubCalls({ 'patients/integration/filter': () => ({ patients: [JOANA] }) });
    const onFindHere = vi.fn();
    const { user } = renderWithApp(<IntegrationSearch onFindHere={onFindHere} />);
    expect(screen.queryByLabelText('Texto da busca')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Buscar no sistema integrado' }));
    await user.type(screen.getByLabelText('Texto da busca'), ' joana ');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    const list = await screen.findByRole('list', { name: 'Pacientes no sistema integrado' });
    expect(calls).toHaveBeenCalledWith('patients/integration/filter', {
      filters: [{ field: 'name', operator: 'contains', value: 'joana' }],
    });
    expect(within(list).getByText('Joana Prado')).toBeTruthy();
    expect(within(list).getByText(/390\.533\.447-05/)).toBeTruthy();
    expect(within(list).getByText(/Nasc\. 12\/04\/1987/)).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Procurar na clínica' }));
    expect(onFindHere).toHaveBeenCalledWith('39053344705');
  });

  it('compares a CPF by its digits, exactly, and says when nobody is found', async () => {
    const calls = stubCalls({ 'patients/integration/filter': () => ({ patients: [] }) });
    const { user } = renderWithApp(<IntegrationSearch onFindHere={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Buscar no sistema integrado' }));
    await user.selectOptions(screen.getByLabelText('Buscar por'), 'cpf');
    await user.type(screen.getByLabelText('Texto da busca'), '390.533.447-05');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await screen.findByText('Nenhum paciente encontrado no sistema integrado.');
    expect(calls).toHaveBeenCalledWith('patients/integration/filter', {
      filters: [{ field: 'cpf', operator: 'eq', value: '39053344705' }],
    });
  });

  it("shows the server's refusal (no integration configured) under the search", async () => {
    stubCalls({
      'patients/integration/filter': () => {
        throw refusal('Nenhum sistema integrado configurado para esta clínica.');
      },
    });
    const { user } = renderWithApp(<IntegrationSearch onFindHere={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Buscar no sistema integrado' }));
    await user.type(screen.getByLabelText('Texto da busca'), 'Joana');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Nenhum sistema integrado configurado para esta clínica.',
      ),
    );
  });
});
