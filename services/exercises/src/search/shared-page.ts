import type { ElementPage } from '@openset/contracts';
import { JsonReply } from '@openset/server-kit';

const ITEMS_HEAD = Buffer.from('{"items":[');
const COMMA = Buffer.from(',');

/**
 * A stock page shared by every clinician, serialized once with each row ready in both star
 * states: serving it to one clinician is picking their stars and copying bytes, where
 * re-serializing the 50 KB page for every request was most of the service's work.
 */
export class SharedPage {
  /** The page with no stars, compressed once: what most clinicians get (few star a page's rows). */
  private readonly unstarred: JsonReply<ElementPage>;

  private constructor(
    readonly ids: readonly string[],
    /** How many stock elements match in all (the page's total). */
    readonly total: number,
    private readonly rows: readonly { plain: Buffer; starred?: Buffer }[],
    private readonly tail: Buffer,
  ) {
    this.unstarred = JsonReply.compressed(this.assemble(new Set()));
  }

  static of(page: ElementPage): SharedPage {
    const rows = page.items.map((item) => ({ plain: Buffer.from(JSON.stringify({ ...item, favourite: false })) }));
    const rest = JSON.stringify({ total: page.total, resources: page.resources, categories: page.categories });
    return new SharedPage(page.items.map((item) => item.id), page.total, rows, Buffer.from(`],${rest.slice(1)}`));
  }

  /** The page as this clinician sees it: their starred rows marked. */
  withStars(starred: ReadonlySet<string>): JsonReply<ElementPage> {
    return this.ids.some((id) => starred.has(id)) ? this.assemble(starred) : this.unstarred;
  }

  private assemble(starred: ReadonlySet<string>): JsonReply<ElementPage> {
    const parts: Buffer[] = [ITEMS_HEAD];
    this.rows.forEach((row, i) => {
      if (i > 0) parts.push(COMMA);
      parts.push(starred.has(this.ids[i]!) ? (row.starred ??= starredVariant(row.plain)) : row.plain);
    });
    parts.push(this.tail);
    return JsonReply.fromBytes<ElementPage>(Buffer.concat(parts));
  }
}

/**
 * A row with its star set, made the first time someone has it starred. The first
 * `"favourite":false` of a row's JSON is its own key: a quote inside a title is escaped.
 */
function starredVariant(plain: Buffer): Buffer {
  return Buffer.from(plain.toString().replace('"favourite":false', '"favourite":true'));
}
