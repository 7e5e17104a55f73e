import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ParameterPreset, PresetCreate } from '@openset/contracts';
import { isUuid, notFound } from '@openset/server-kit';
import { PresetSchema, type PresetRow } from './preset.entity.js';

const toPreset = (row: PresetRow): ParameterPreset => ({ id: row.id, parameters: row.parameters });

/**
 * Bulk parameter presets: each clinician's own ordered list (a few dozen at most). A new one goes
 * last; moving one renumbers that clinician's list, nobody else's. Another's preset is not found.
 */
@Injectable()
export class PresetsService {
  constructor(private readonly em: EntityManager) {}

  private ordered(ownerId: string): Promise<PresetRow[]> {
    return this.em.find(PresetSchema, { ownerId }, { orderBy: { position: 'asc', createdAt: 'asc', id: 'asc' } });
  }

  async list(ownerId: string): Promise<ParameterPreset[]> {
    return (await this.ordered(ownerId)).map(toPreset);
  }

  async create(ownerId: string, input: PresetCreate): Promise<ParameterPreset> {
    const presets = await this.ordered(ownerId);
    const preset = this.em.create(PresetSchema, {
      ownerId,
      position: (presets.at(-1)?.position ?? 0) + 1,
      // Rows with neither a title nor a value carry nothing.
      parameters: input.parameters.filter((parameter) => parameter.title !== '' || parameter.value !== ''),
    });
    await this.em.flush();
    return toPreset(preset);
  }

  /** Moves `id` just before (`left`) or after (`right`) `targetId`, both the owner's. */
  async move(ownerId: string, id: string, targetId: string, side: 'left' | 'right'): Promise<void> {
    const presets = await this.ordered(ownerId);
    const moving = presets.find((preset) => preset.id === id);
    if (!moving || !presets.some((preset) => preset.id === targetId)) throw notFound('No such preset');
    if (id === targetId) return;
    const rest = presets.filter((preset) => preset.id !== id);
    const at = rest.findIndex((preset) => preset.id === targetId) + (side === 'right' ? 1 : 0);
    rest.splice(at, 0, moving);
    rest.forEach((preset, index) => {
      if (preset.position !== index + 1) preset.position = index + 1;
    });
    await this.em.flush();
  }

  async delete(ownerId: string, id: string): Promise<void> {
    const preset = isUuid(id) ? await this.em.findOne(PresetSchema, { id, ownerId }) : null;
    if (!preset) throw notFound('No such preset');
    await this.em.remove(preset).flush();
  }
}
