/** The paged lists' answer (spec section 7): one page of rows and the total of the scope. */
export interface ListPage<Row> {
  data: readonly Row[];
  total: number;
  /** Large lists count their total by the planner's estimate, which may be short. */
  totalIsEstimate?: boolean;
}

export interface PageRequest {
  page?: number | string | undefined;
  perPage?: number | string | undefined;
}

/**
 * Every row of a paged list, page after page, for any list procedure such as
 * `client.contributions.list.query`. It stops at the first short page, or at the total when the
 * total is exact (an estimated total may be short, so it never ends the walk early).
 */
export async function* allPages<Input extends PageRequest, Row>(
  listPage: (input: Input) => Promise<ListPage<Row>>,
  input: Input,
  perPage = 100,
): AsyncGenerator<Row> {
  let seen = 0;
  for (let page = 0; ; page += 1) {
    const answer = await listPage({ ...input, page, perPage });
    yield* answer.data;
    seen += answer.data.length;
    if (answer.data.length < perPage) return;
    if (!answer.totalIsEstimate && seen >= answer.total) return;
  }
}
