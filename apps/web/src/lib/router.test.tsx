import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../app/route-table.ts';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from './router.tsx';

// The app's router keeps React Router 7's behaviour (decision 225): these are the cases the app
// relies on, each checked against what React Router answered.

const table = ROUTES.map((r) => ({ id: r.name, path: r.path }));
const nameAt = (pathname: string) => matchRoutes(table, pathname)?.at(-1)?.route.id;

describe('matching', () => {
  it('ranks a static segment above a parameter and a parameter above a splat, whatever the order', () => {
    expect(nameAt('/cashback/como-funciona')).toBe('CashbackRules');
    expect(nameAt('/cashback/ABC')).toBe('CashbackCode');
    expect(nameAt('/pacientes/criar')).toBe('NewPatient');
    expect(nameAt('/pacientes/importar')).toBe('ImportPatients');
    expect(nameAt('/nada/aqui')).toBe('NotFound');
  });

  it('reads optional segments, splats, any case, a trailing slash and encoded params', () => {
    expect(nameAt('/home')).toBe('Home');
    expect(matchRoutes(table, '/home/42')?.at(-1)?.params).toEqual({ id: '42' });
    expect(nameAt('/HOME/')).toBe('Home');
    expect(matchRoutes(table, '/pacientes/7/ver/consulta/9')?.at(-1)?.params).toEqual({ id: '7', '*': 'consulta/9' });
    expect(matchRoutes(table, '/produto/p%C3%A3o')?.at(-1)?.params).toEqual({ code: 'pão' });
  });

  it('matchPath: end decides whether deeper paths match', () => {
    expect(matchPath({ path: '/admin', end: true }, '/admin/equipe')).toBeNull();
    expect(matchPath({ path: '/admin', end: false }, '/admin/equipe')?.pathnameBase).toBe('/admin');
    expect(matchPath({ path: '/admin', end: false }, '/administrar')).toBeNull();
  });
});

function Where() {
  const location = useLocation();
  const type = useNavigationType();
  const state = location.state ? JSON.stringify(location.state) : '';
  return <p data-testid="where">{`${type} ${location.pathname}${location.search} ${state}`.trim()}</p>;
}

function Buttons() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  return (
    <>
      <button type="button" onClick={() => navigate('/b', { state: { from: 'a' } })}>
        push
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
      <button type="button" onClick={() => navigate('/c', { replace: true })}>
        replace
      </button>
      <button type="button" onClick={() => setParams({ q: `${params.get('q') ?? ''}x` })}>
        search
      </button>
    </>
  );
}

const where = () => screen.getByTestId('where').textContent;

function Section() {
  const params = useParams();
  return (
    <>
      <p data-testid="params">{JSON.stringify(params)}</p>
      <Link to="planos">relative</Link>
    </>
  );
}
function Patient() {
  return (
    <Routes>
      <Route index element={<p>data</p>} />
      <Route path="consulta/:item" element={<Section />} />
    </Routes>
  );
}

describe('navigation', () => {
  it('pushes with state, replaces, goes back (POP) and sets the query on the same path', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Where />
        <Buttons />
      </MemoryRouter>,
    );
    expect(where()).toBe('POP /a');
    await user.click(screen.getByText('push'));
    expect(where()).toBe('PUSH /b {"from":"a"}');
    await user.click(screen.getByText('replace'));
    expect(where()).toBe('REPLACE /c');
    await user.click(screen.getByText('back'));
    expect(where()).toBe('POP /a');
    await user.click(screen.getByText('search'));
    await user.click(screen.getByText('search'));
    expect(where()).toBe('PUSH /a?q=xx');
  });

  it('a link to where one is replaces the entry; elsewhere it pushes, with its state', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Where />
        <Link to="/a">here</Link>
        <Link to="/d" state={{ focus: true }}>
          there
        </Link>
      </MemoryRouter>,
    );
    await user.click(screen.getByText('here'));
    expect(where()).toBe('REPLACE /a');
    await user.click(screen.getByText('there'));
    expect(where()).toBe('PUSH /d {"focus":true}');
  });

  it('NavLink is active at and under its target unless `end`', () => {
    render(
      <MemoryRouter initialEntries={['/admin/equipe']}>
        <NavLink to="/admin" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          painel
        </NavLink>
        <NavLink to="/admin" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          tudo
        </NavLink>
      </MemoryRouter>,
    );
    expect(screen.getByText('painel').className).toBe('off');
    expect(screen.getByText('tudo').className).toBe('on');
    expect(screen.getByText('tudo').getAttribute('aria-current')).toBe('page');
  });

  it('Navigate replaces the entry once rendered', () => {
    render(
      <MemoryRouter initialEntries={['/x']}>
        <Where />
        <Navigate to="/y" replace />
      </MemoryRouter>,
    );
    expect(where()).toBe('REPLACE /y');
  });

  it('nested routes match below their parent, merge its params, and resolve relative links', () => {
    render(
      <MemoryRouter initialEntries={['/pacientes/7/ver/consulta/9']}>
        <Routes>
          <Route path="/pacientes/:id/ver/*" element={<Patient />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(JSON.parse(screen.getByTestId('params').textContent ?? '')).toEqual({
      id: '7',
      '*': 'consulta/9',
      item: '9',
    });
    expect(screen.getByText('relative').getAttribute('href')).toBe('/pacientes/7/ver/consulta/9/planos');
  });
});

function Pinned() {
  return useRoutes([{ path: '/a', element: <Where /> }], { pathname: '/a', search: '?x=1' });
}

describe('a location given to useRoutes', () => {
  it('is the one its routes read (as a POP), not the history current one', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Pinned />
        <Buttons />
      </MemoryRouter>,
    );
    expect(where()).toBe('POP /a?x=1');
    await user.click(screen.getByText('push'));
    expect(where()).toBe('POP /a?x=1');
  });
});

describe('the browser router', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('strips the base path, writes it into links and pushes, and a back button is a POP', async () => {
    window.history.replaceState(null, '', '/loja/a');
    const user = userEvent.setup();
    render(
      <BrowserRouter basename="/loja">
        <Where />
        <Link to="/b">b</Link>
        <Link to="/">home</Link>
      </BrowserRouter>,
    );
    expect(where()).toBe('POP /a');
    expect(screen.getByText('home').getAttribute('href')).toBe('/loja');
    await user.click(screen.getByText('b'));
    expect(window.location.pathname).toBe('/loja/b');
    expect(where()).toBe('PUSH /b');
    const first = (window.history.state as { key: string; idx: number }).idx;
    expect(first).toBe(1);
    act(() => window.history.back());
    await waitFor(() => expect(where()).toBe('POP /a'));
  });
});
