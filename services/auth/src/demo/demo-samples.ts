import { Injectable } from '@nestjs/common';
import {
  clientRoutes,
  exerciseRoutes,
  setRoutes,
  type ElementPage,
  type Lang,
  type Principal,
  type RequestMeta,
  type RouteDef,
  type SetElement,
} from '@openset/contracts';
import { RpcClient } from '@openset/server-kit';
import { SAMPLE_CLIENTS, SAMPLE_SET_SIZE, SAMPLE_SETS } from './sample-data.js';

/**
 * A demo account's sample content, made through the owning services' own routes (as the account
 * itself would make it), so every rule of theirs applies: clients, and for each a program of
 * stock exercises, also kept as a template. Outcomes are not seeded: the outcomes service keeps
 * no client outcomes yet. The clients are made side by side: the visitor waits for the slowest
 * one, not for all of them in turn.
 */
@Injectable()
export class DemoSamples {
  constructor(private readonly rpc: RpcClient) {}

  async create(principal: Principal, lang: Lang, meta: RequestMeta): Promise<void> {
    const call = <R extends RouteDef>(route: R, query: unknown, body: unknown) =>
      this.rpc.forward(route, { principal, params: {}, query: route.query.parse(query), body: route.body.parse(body), meta });
    await Promise.all(
      SAMPLE_CLIENTS.map(async (client, index) => {
        const sample = SAMPLE_SETS[index % SAMPLE_SETS.length]!;
        const [created, page] = await Promise.all([
          call(clientRoutes.create, {}, { ...client, lang }) as Promise<{ client: { id: string } }>,
          call(exerciseRoutes.listStock, { search: sample.search, limit: String(SAMPLE_SET_SIZE), kinds: 'exercise' }, undefined) as Promise<ElementPage>,
        ]);
        const elements: SetElement[] = page.items.map((item, position) => ({
          type: 'setExercise',
          key: `sample-${position + 1}`,
          stockId: item.id,
          customId: null,
          title: item.title,
          instructions: '',
          reflect: false,
          thumbnailId: item.thumbnailId,
          parameters: item.parameters.map((parameter, n) => ({ key: `sample-${position + 1}-${n + 1}`, title: parameter.title, value: parameter.value })),
          resources: [],
        }));
        const content = { savename: sample.title[lang], title: sample.title[lang], instructions: sample.instructions[lang], elements };
        await Promise.all([
          call(setRoutes.create, {}, { type: 'clientSet', clientId: created.client.id, enabled: true, ...content }),
          call(setRoutes.create, {}, { type: 'folderSet', ...content }),
        ]);
      }),
    );
  }
}
