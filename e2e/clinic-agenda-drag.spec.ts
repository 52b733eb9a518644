import path from 'node:path';
import { addDays } from '@app/domain/scheduling/rules';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, logInAt, newPage, type Server, shot, startServer } from './harness.ts';

// Rescheduling by drag on the desktop week board (decision 182): the reception drags a booking onto
// a free time of the same professional; a second drag onto a time someone takes meanwhile is
// refused by the database with a clear message. On a phone the week is a list with 'Remarcar'.

const SLUG = 'clinica-bem-estar';
const PREFIX = `/p/${SLUG}`;
const RECEPTION = { phone: '11987650001', password: 'gerente123' };

let server: Server;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const receptionClient = () => apiAs(server.url, SLUG, RECEPTION);

const monday = (day: string) => addDays(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7));
const todaySp = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

/** Two open bookings of one professional in one week, with two free times after now that week. */
async function findWeek(api: Awaited<ReturnType<typeof receptionClient>>) {
  const open = (await api.call('attendancies/scheduledList', {})).attendancies;
  for (const a of open) {
    const start = monday(a.date);
    const slots = (await api.call('appointments/list', { service_supplier_id: a.service_supplier_id, from: start }))
      .appointments;
    const free = slots.filter(
      (s) => s.free && s.date < addDays(start, 7) && new Date(s.starts_at).getTime() > Date.now() + 3_600_000,
    );
    const other = open.find(
      (b) => b._id !== a._id && b.service_supplier_id === a.service_supplier_id && monday(b.date) === start,
    );
    if (free.length >= 2 && other) return { first: a, second: other, free, start };
  }
  throw new Error('no week with two open bookings and two free times');
}

async function dragTo(page: Page, card: ReturnType<Page['locator']>, slotId: string, beforeDrop?: () => Promise<void>) {
  const from = await card.boundingBox();
  if (!from) throw new Error('no card');
  await page.mouse.move(from.x + 24, from.y + 14);
  await page.mouse.down();
  await page.mouse.move(from.x + 48, from.y + 40, { steps: 6 });
  const target = page.locator(`[data-slot-id="${slotId}"]`);
  await target.waitFor();
  const to = await target.boundingBox();
  if (!to) throw new Error('no free time');
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await beforeDrop?.();
  await page.mouse.up();
}

/** A finger on the page: Chromium's touch events (DevTools protocol), as a tablet sends them. */
async function finger(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  const glide = async (x0: number, y0: number, x1: number, y1: number, steps: number) => {
    for (let i = 1; i <= steps; i++)
      await touch('touchMove', x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps);
  };
  return { touch, glide, detach: () => cdp.detach() };
}

/** The same drag with a finger: held on the card until it is picked up (decision 209), then dragged. */
async function touchDragTo(page: Page, card: ReturnType<Page['locator']>, slotId: string) {
  const { touch, glide, detach } = await finger(page);
  const from = await card.boundingBox();
  if (!from) throw new Error('no card');
  const [x, y] = [from.x + 24, from.y + 14];
  await touch('touchStart', x, y);
  // A long press: the finger rests on the card before it moves (a swipe scrolls instead).
  await page.waitForTimeout(400);
  await glide(x, y, x + 24, y + 26, 6);
  const target = page.locator(`[data-slot-id="${slotId}"]`);
  await target.waitFor();
  // The board scrolls itself when a finger nears the screen's edge: follow the target until it
  // stands still under the finger (as a person does), then lift.
  let at = { x: x + 24, y: y + 26 };
  for (let i = 0; i < 5; i++) {
    const to = await target.boundingBox();
    if (!to) throw new Error('no free time');
    const centre = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
    if (Math.abs(centre.x - at.x) < 2 && Math.abs(centre.y - at.y) < 2) break;
    await glide(at.x, at.y, centre.x, centre.y, i === 0 ? 12 : 4);
    at = centre;
    await page.waitForTimeout(150);
  }
  await target.and(page.locator('[data-over]')).waitFor();
  await touch('touchEnd');
  await detach();
}

/** A quick vertical swipe that starts on the card: answers how far the page scrolled. */
async function swipeOn(page: Page, card: ReturnType<Page['locator']>) {
  const { touch, glide, detach } = await finger(page);
  const box = await card.boundingBox();
  if (!box) throw new Error('no card');
  const before = await page.evaluate(() => window.scrollY);
  const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight - window.scrollY);
  // Finger up scrolls down when there is room below, else down (scrolls up).
  const dy = room > 200 ? -200 : 200;
  const [x, y] = [box.x + 24, box.y + box.height / 2];
  await touch('touchStart', x, y);
  await glide(x, y, x, y + dy, 10);
  await touch('touchEnd');
  await detach();
  await page.waitForFunction((was) => window.scrollY !== was, before);
  return Math.abs((await page.evaluate(() => window.scrollY)) - before);
}

async function openWeek(page: Page, start: string) {
  await page.goto(`${server.url}${PREFIX}/meus-agendamentos`);
  await page.getByRole('heading', { name: 'Agenda da clínica' }).waitFor();
  await page.getByRole('button', { name: 'Semana', exact: true }).click();
  const weeks = Math.round((Date.parse(start) - Date.parse(monday(todaySp()))) / (7 * 86_400_000));
  for (let i = 0; i < weeks; i++) await page.getByRole('button', { name: 'Próximo' }).click();
}

describe('the staff agenda week board', () => {
  it('at 1280 px a booking dragged onto a free time is rescheduled; a time taken meanwhile is refused clearly', async () => {
    const api = await receptionClient();
    const { first, second, free, start } = await findWeek(api);
    const [target, raced] = free;
    if (!target || !raced) throw new Error('no free times');
    const page = await newPage(browser, { width: 1280 });
    await logInAt(page, server.url, PREFIX, RECEPTION);
    await openWeek(page, start);
    await page.getByText('Arraste um agendamento até um horário livre').waitFor();

    const card = page.locator(`li[aria-label="${first.start} ${first.username}"]`).first();
    await card.waitFor();
    await dragTo(page, card, target._id);
    await page.getByText('Agendamento atualizado.').first().waitFor();
    await page.locator(`li[aria-label="${target.start} ${first.username}"]`).first().waitFor();
    expect((await api.call('attendancies/supplier', { from: target.date, to: target.date })).attendancies).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: first._id, appointment_id: target._id })]),
    );
    await shot(page, 'clinic-agenda-drag-moved-1280');

    // Someone takes the time while the card is in the air: the database refuses the move.
    const other = page.locator(`li[aria-label="${second.start} ${second.username}"]`).first();
    await dragTo(page, other, raced._id, async () => {
      // The viewport only: a full-page shot resizes the window, which cancels a drag.
      await page.screenshot({
        path: path.resolve(import.meta.dirname, '..', '.tmp', 'shots', 'clinic-agenda-drag-dragging-1280.png'),
      });
      await api.call('attendancies/update', { attendancy_id: first._id, appointment_id: raced._id });
    });
    await page.getByText('Este horário não está mais disponível. Escolha outro horário.').waitFor();
    await page.locator(`li[aria-label="${second.start} ${second.username}"]`).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'clinic-agenda-drag-refused-1280');
    await page.context().close();
  });

  it('on a touch tablet (1180 px) a swipe on a card scrolls; a card held, then dragged, is rescheduled', async () => {
    const api = await receptionClient();
    const { first, free, start } = await findWeek(api);
    const target = free[0];
    if (!target) throw new Error('no free time');
    const page = await newPage(browser, { width: 1180, hasTouch: true });
    await logInAt(page, server.url, PREFIX, RECEPTION);
    await openWeek(page, start);
    await page.getByText('Arraste um agendamento até um horário livre').waitFor();
    const card = page.locator(`li[aria-label="${first.start} ${first.username}"]`).first();
    await card.waitFor();
    await touchDragTo(page, card, target._id);
    await page.getByText('Agendamento atualizado.').first().waitFor();
    await page.locator(`li[aria-label="${target.start} ${first.username}"]`).first().waitFor();
    expect((await api.call('attendancies/supplier', { from: target.date, to: target.date })).attendancies).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: first._id, appointment_id: target._id })]),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'clinic-agenda-drag-touch-1180');
    // A swipe that lands on a card scrolls the agenda and picks nothing up (a shorter window, so
    // the week is taller than the screen).
    await page.setViewportSize({ width: 1180, height: 420 });
    const moved = page.locator(`li[aria-label="${target.start} ${first.username}"]`).first();
    await moved.scrollIntoViewIfNeeded();
    expect(await swipeOn(page, moved)).toBeGreaterThan(80);
    expect(await page.locator('[data-dragging]').count()).toBe(0);
    expect(await page.getByRole('group', { name: 'Horários livres' }).count()).toBe(0);
    await page.context().close();
  });

  it("at 390 px the week is a list and 'Remarcar' opens the reschedule dialog", async () => {
    const api = await receptionClient();
    const { second, start } = await findWeek(api);
    const page = await newPage(browser, { width: 390 });
    await logInAt(page, server.url, PREFIX, RECEPTION);
    await openWeek(page, start);
    const card = page.locator(`li[aria-label="${second.start} ${second.username}"]`).first();
    await card.waitFor();
    expect(await page.getByText('Arraste um agendamento até um horário livre').count()).toBe(0);
    await card.getByRole('button', { name: 'Remarcar' }).click();
    await page
      .getByRole('dialog')
      .getByRole('heading', { name: `Remarcar ${second.username}` })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'clinic-agenda-week-390');
    await page.context().close();
  });
});
