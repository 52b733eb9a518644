import { OPEN_EQUALS_CLOSE } from '@app/domain/places/settings-schemas';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, renderWithApp, stubCalls } from '../../../../test/render.tsx';
import type { AdminSettings } from '../api/settings-calls.ts';
import { HoursSection } from './hours-section.tsx';
import { SectionForm } from './section-form.tsx';
import { CashbackSection } from './simple-sections.tsx';

afterEach(() => vi.restoreAllMocks());

const settings = {
  fidelidade_enabled: true,
  cashback_perc: 5,
  cashback_min_saque: 10,
  cashback_validity_days: 90,
  referral_reward: 0,
  force_referred_by: false,
  first_purchase_block: false,
  pickup_places: [],
  templates: {},
  agenda: null,
};

function renderCashback(owner = true) {
  const data = { owner, settings } as unknown as AdminSettings;
  return renderWithApp(
    <SectionForm section="cashback" data={data} queryKey={['settings-test']} readOnly={!owner}>
      {(form, isOwner) => <CashbackSection form={form} owner={isOwner} />}
    </SectionForm>,
  );
}

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert')?.textContent;
};

describe('settings section form', () => {
  it('shows the rule broken under its field, keeps the text and saves nothing', async () => {
    const calls = stubCalls({});
    const { user } = renderCashback();
    const percent = screen.getByLabelText('Percentual de cashback');
    await user.clear(percent);
    await user.type(percent, '150');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(errorOf('Percentual de cashback')).toBe('Percentual de cashback: o percentual deve ser no máximo 100%.'),
    );
    expect(percent).toHaveProperty('value', '150');
    expect(calls).not.toHaveBeenCalled();
  });

  it('saves the section with what was typed', async () => {
    const calls = stubCalls({
      'admin/settings/update': () => ({ owner: true, settings: { ...settings, cashback_perc: 7 } }),
    });
    const { user } = renderCashback();
    const percent = screen.getByLabelText('Percentual de cashback');
    await user.clear(percent);
    await user.type(percent, '7');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls).toHaveBeenCalled());
    expect(calls.mock.calls[0]?.[0]).toBe('admin/settings/update');
    expect(calls.mock.calls[0]?.[1]).toMatchObject({ cashback_perc: 7, cashback_validity_days: 90 });
  });

  it("puts the server's refusal about a field under it", async () => {
    stubCalls({
      'admin/settings/update': () => {
        throw refusal('cashback_validity_days: Validade acima do permitido', { field: 'cashback_validity_days' });
      },
    });
    const { user } = renderCashback();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(errorOf('Validade do cashback')).toBe('Validade acima do permitido'));
  });

  it('a manager sees the owner-only section without a save button', () => {
    renderCashback(false);
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });

  it('reads a range past midnight as the next day, and never shows a field path from the server', async () => {
    stubCalls({
      'admin/settings/update': () => {
        throw refusal(`business_hours.1.close: ${OPEN_EQUALS_CLOSE}`, { field: 'business_hours.1.close' });
      },
    });
    const data = {
      owner: true,
      settings: {
        ...settings,
        business_hours: [
          { weekday: 5, open: '18:00', close: '02:00' },
          { weekday: 6, open: '10:00', close: '14:00' },
        ],
      },
    } as unknown as AdminSettings;
    const { user } = renderWithApp(
      <SectionForm section="hours" data={data} queryKey={['settings-test']}>
        {(form) => <HoursSection form={form} />}
      </SectionForm>,
    );
    expect(screen.getByText('18:00 – 02:00 (dia seguinte)')).toBeTruthy();
    expect(screen.queryByText('10:00 – 14:00 (dia seguinte)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual([
        OPEN_EQUALS_CLOSE,
        `Horários de funcionamento, linha 2: ${OPEN_EQUALS_CLOSE}`,
      ]),
    );
    expect(document.body.textContent).not.toContain('business_hours');
  });
});
