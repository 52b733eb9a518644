import pg from 'pg';

/**
 * One statement as the RLS-bound role with app.place_id set, in one round trip AND with its plan
 * kept by the connection (decision 253). The extended protocol's messages up to a Sync are one
 * implicit transaction, so this query sends, in one write: Bind + Execute of the connection's
 * prepared settings statement (the place, the role, READ ONLY for reads; all local to the
 * transaction), then Parse (once per connection) + Bind + Describe + Execute of the statement as a
 * named prepared statement, then Sync. The statement is parsed and planned as app_user; PostgreSQL
 * re-plans it by itself if the role or the RLS environment differs from when it was planned.
 */

/** The settings statements, prepared on a connection before its first place statement. */
export const placeSettings = {
  read: {
    name: 'app_place_read',
    text: "select set_config('app.place_id', $1, true), set_config('role', 'app_user', true), set_config('transaction_read_only', 'on', true)",
  },
  write: {
    name: 'app_place_write',
    text: "select set_config('app.place_id', $1, true), set_config('role', 'app_user', true)",
  },
} as const;

export type PlaceSettings = (typeof placeSettings)[keyof typeof placeSettings];

/**
 * Prepared statement names by text. The statements come from repo code (a bounded set of shapes);
 * past this many distinct texts (a builder whose text varies with its input) the rest run unnamed:
 * still one round trip, planned each time, and no connection keeps an unbounded set of plans.
 */
const MAX_NAMED = 500;
const names = new Map<string, string>();

export function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `app_s${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

type Connection = {
  parsedStatements: Record<string, string>;
  bind(config: { portal?: string; statement?: string; values: unknown[] }): void;
  execute(config: { portal?: string; rows?: number }): void;
};

/** What the protocol hands the query object (not in pg's type declarations). */
type QueryInternals = {
  prepare(connection: Connection): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: Connection): void;
};

const BaseQuery = pg.Query as unknown as new (
  config: pg.QueryConfig & { queryMode?: 'extended' },
  values?: undefined,
  callback?: (error: Error | null, result: pg.QueryResult) => void,
) => QueryInternals;

class PlaceStatementQuery extends BaseQuery {
  /** The settings' row and command tag come first; they are not part of the answer. */
  private settingsDone = false;

  constructor(
    private readonly settings: PlaceSettings,
    private readonly placeId: string,
    config: pg.QueryConfig,
    callback: (error: Error | null, result: pg.QueryResult) => void,
  ) {
    super({ ...config, queryMode: 'extended' }, undefined, callback);
  }

  override prepare(connection: Connection) {
    connection.bind({ statement: this.settings.name, values: [this.placeId] });
    connection.execute({ portal: '' });
    super.prepare(connection);
  }

  override handleDataRow(message: unknown) {
    if (this.settingsDone) super.handleDataRow(message);
  }

  override handleCommandComplete(message: unknown, connection: Connection) {
    if (!this.settingsDone) {
      this.settingsDone = true;
      return;
    }
    super.handleCommandComplete(message, connection);
  }
}

function connectionOf(client: pg.PoolClient): Connection {
  return (client as unknown as { connection: Connection }).connection;
}

/** Runs `text` with `values` on `client` as the place (see above); the rows, parsed as pg does. */
export async function queryAsPlace(
  client: pg.PoolClient,
  settings: PlaceSettings,
  placeId: string,
  text: string,
  values: unknown[],
): Promise<pg.QueryResult> {
  if (connectionOf(client).parsedStatements[settings.name] === undefined) {
    // Once per connection: prepare the settings (this run ends with its own implicit transaction).
    await client.query({ name: settings.name, text: settings.text, values: [placeId] });
  }
  const name = statementName(text);
  return new Promise((resolve, reject) => {
    const query = new PlaceStatementQuery(
      settings,
      placeId,
      { text, values, ...(name ? { name } : {}) },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    client.query(query as unknown as pg.Submittable);
  });
}
