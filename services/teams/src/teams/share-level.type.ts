import { Type } from '@mikro-orm/core';
import type { ShareLevel } from '@openset/contracts';

type DbShareLevel = 'none' | 'readOnly' | 'readWrite';

/**
 * Stores a share level as text. The contract's "not shared" is the JSON `false`; the column says
 * 'none' so that the column has one type and a check constraint can list its values.
 */
export class ShareLevelType extends Type<ShareLevel | null, DbShareLevel | null> {
  override convertToDatabaseValue(value: ShareLevel | null): DbShareLevel | null {
    if (value === null || value === undefined) return null;
    return value === false ? 'none' : value;
  }

  override convertToJSValue(value: DbShareLevel | null): ShareLevel | null {
    if (value === null || value === undefined) return null;
    return value === 'none' ? false : value;
  }

  override compareAsType(): string {
    return 'string';
  }

  /** A share level is `false` or a string at run time; this keeps the ORM's type check off it. */
  override get runtimeType(): string {
    return 'any';
  }

  override getColumnType(): string {
    return 'text';
  }
}
