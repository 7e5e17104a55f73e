import type { ElementListItem, ElementPage, ExerciseCategory } from '@openset/contracts';
import { JsonReply } from '@openset/server-kit';
import { rankedOrder, type RankedMatch, type RankedPage } from './ranked-search.js';

const ITEMS_HEAD = Buffer.from('{"items":[');
const COMMA = Buffer.from(',');

/** A clinician's own elements to merge into a shared page: their matches in order, and list items for those that may show. */
export interface OwnMatches {
  matches: readonly RankedMatch[];
  items: ReadonlyMap<string, ElementListItem>;
}

/**
 * A stock page shared by every clinician, serialized once: serving it to one clinician is
 * picking their stars and copying bytes, where re-serializing the 50 KB page for every request
 * was most of the service's work. A page of a search keeps its rows' ranks, so the "all" tab can
 * merge a clinician's own matches into it without ranking or reading the stock rows again.
 */
export class SharedPage {
  /** The page with no stars, compressed once: what most clinicians get (few star a page's rows). */
  private readonly unstarred: JsonReply<ElementPage>;

  private constructor(
    readonly ids: readonly string[],
    /** How many stock elements match in all (the page's total). */
    readonly total: number,
    /** The categories the page lists. */
    readonly categoryIds: readonly string[],
    private readonly rows: readonly { plain: Buffer; starred?: Buffer }[],
    private readonly tail: Buffer,
    /** Each row's rank and English title, when the page is a ranking of the words as typed. */
    private readonly ranking: Pick<RankedPage, 'ranks' | 'titles'> | null,
  ) {
    this.unstarred = JsonReply.compressed(this.assemble(this.rows.map((_, i) => i), new Set(), this.tail));
  }

  static of(page: ElementPage, ranking: RankedPage | null = null): SharedPage {
    const rows = page.items.map((item) => ({ plain: Buffer.from(JSON.stringify({ ...item, favourite: false })) }));
    return new SharedPage(
      page.items.map((item) => item.id),
      page.total,
      page.categories.map((category) => category.id),
      rows,
      tailOf(page.total, page.categories),
      ranking && !ranking.corrected ? ranking : null,
    );
  }

  /** The page as this clinician sees it: their starred rows marked. */
  withStars(starred: ReadonlySet<string>): JsonReply<ElementPage> {
    return this.ids.some((id) => starred.has(id)) ? this.assemble(this.rows.map((_, i) => i), starred, this.tail) : this.unstarred;
  }

  /** Whether own matches can be merged into this page (it ranks the words as typed and found some). */
  get mergeable(): boolean {
    return this.ranking !== null && this.total > 0;
  }

  /**
   * This page with a clinician's own matches merged in rank order: the "all" tab's first page of
   * `limit` rows. `categories` are those of every row that may show.
   */
  mergedWith(own: OwnMatches, starred: ReadonlySet<string>, categories: ExerciseCategory[], limit: number): JsonReply<ElementPage> {
    const ranking = this.ranking!;
    const order: (number | ElementListItem)[] = [];
    let stock = 0;
    let mine = 0;
    while (order.length < limit) {
      const ownNext = own.matches[mine];
      const stockNext: RankedMatch | undefined =
        stock < this.rows.length ? { id: this.ids[stock]!, title: ranking.titles[stock]!, rank: ranking.ranks[stock]! } : undefined;
      if (ownNext && (!stockNext || rankedOrder(ownNext, stockNext) < 0)) {
        const item = own.items.get(ownNext.id);
        // Gone since it matched (deleted meanwhile): nothing to show for it.
        if (item) order.push(item);
        mine++;
      } else if (stockNext) {
        order.push(stock++);
      } else {
        break;
      }
    }
    return this.assemble(order, starred, tailOf(this.total + own.matches.length, categories));
  }

  private assemble(
    order: readonly (number | ElementListItem)[],
    starred: ReadonlySet<string>,
    tail: Buffer,
  ): JsonReply<ElementPage> {
    const parts: Buffer[] = [ITEMS_HEAD];
    order.forEach((entry, i) => {
      if (i > 0) parts.push(COMMA);
      if (typeof entry !== 'number') {
        parts.push(Buffer.from(JSON.stringify(entry)));
        return;
      }
      const row = this.rows[entry]!;
      parts.push(starred.has(this.ids[entry]!) ? (row.starred ??= starredVariant(row.plain)) : row.plain);
    });
    parts.push(tail);
    return JsonReply.fromBytes<ElementPage>(Buffer.concat(parts));
  }
}

/** Everything of a page after its items. */
function tailOf(total: number, categories: ExerciseCategory[]): Buffer {
  const rest = JSON.stringify({ total, resources: [], categories });
  return Buffer.from(`],${rest.slice(1)}`);
}

/**
 * A row with its star set, made the first time someone has it starred. The first
 * `"favourite":false` of a row's JSON is its own key: a quote inside a title is escaped.
 */
function starredVariant(plain: Buffer): Buffer {
  return Buffer.from(plain.toString().replace('"favourite":false', '"favourite":true'));
}
