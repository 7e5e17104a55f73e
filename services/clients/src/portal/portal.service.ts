import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  CLIENT_SETS_SUBJECTS,
  EDUCATION_SUBJECTS,
  EXERCISES_SUBJECTS,
  type EducationArticlesRequest,
  type EducationPrintList,
  type Lang,
  type ExerciseInPortalOnReply,
  type ExerciseInPortalOnRequest,
  PORTAL_SESSION_SUBJECTS,
  type ExerciseResourceFileRequest,
  type FileRef,
  type PageQuery,
  type PortalSet,
  type PortalSetContent,
  type ResourceMedia,
  type PortalLoginRequest,
  type PortalSessionReply,
  type PortalSignedIn,
  type Principal,
  type RequestMeta,
} from '@openset/contracts';
import { forbidden, notFound, RpcClient, SecretAttemptLimiter, unauthenticated } from '@openset/server-kit';
import { ClientSchema, type ClientRow } from '../clients/client.entity.js';
import { verifyPortalKey } from '../clients/portal-credentials.js';
import { TrackingService } from '../tracking/tracking.service.js';

const wrongLogin = () => unauthenticated('Wrong username or key');

/**
 * The client portal: sign-in with the portal username and key (every check through the one
 * SecretAttemptLimiter), and the client's own calls. A portal call's principal is the client
 * (role `client`); the client's row is read on every call, so an archived or deleted client, or
 * one whose portal was turned off, is signed out at once.
 */
@Injectable()
export class PortalService {
  constructor(
    private readonly em: EntityManager,
    private readonly attempts: SecretAttemptLimiter,
    private readonly rpc: RpcClient,
    private readonly tracking: TrackingService,
  ) {}

  async login(input: PortalLoginRequest, meta: RequestMeta): Promise<{ sid: string; body: PortalSignedIn }> {
    const client = await this.em.findOne(ClientSchema, { portalUsername: input.username }, { populate: ['portalKeyHash'] });
    const attempt = { kind: 'portal-key', account: client?.id ?? `name:${input.username}`, ip: meta.ip } as const;
    await this.attempts.before(attempt);
    if (!(await verifyPortalKey(client?.portalKeyHash ?? null, input.key)) || !client) {
      throw wrongLogin();
    }
    // The right key of a client kept out of the portal is a wrong one: it stays counted, or the
    // limits lifting after it would tell a guesser they had found it.
    if (client.archived || !client.portalEnabled) throw wrongLogin();
    const session = await this.rpc.call<PortalSessionReply>(PORTAL_SESSION_SUBJECTS.create, {
      clientId: client.id,
      ownerId: client.ownerId,
      lang: client.lang,
      ip: meta.ip.slice(0, 100),
      userAgent: meta.userAgent,
    });
    // The key was checked against the row as it was read. A reset (or archive, or portal off)
    // may have come since: it ends the sessions there are before it commits, and this one may
    // be newer. So the sign-in is recorded only on the row as it was checked; the update waits
    // for such a change still in its transaction (it holds the row) and then finds no row.
    const stillAllowed = { id: client.id, portalKeyHash: client.portalKeyHash, archived: false, portalEnabled: true };
    const signedIn = { lastPortalLogin: new Date(), ...(input.timeZone ? { timeZone: input.timeZone } : {}) };
    if ((await this.em.nativeUpdate(ClientSchema, stillAllowed, signedIn)) === 0) {
      // The key checked is no longer the key: this session goes, with any other of the client's
      // the change's own ending missed. The attempt stays counted, as a wrong key.
      await this.rpc.call(PORTAL_SESSION_SUBJECTS.end, { clientIds: [client.id] }, { idempotent: true });
      throw wrongLogin();
    }
    await this.attempts.succeeded(attempt);
    return { sid: session.sid, body: { clientId: client.id, firstname: client.firstname, lang: client.lang, csrfToken: session.csrfToken } };
  }

  /** The signed-in client, still allowed in the portal; else ERRAUTH (the gateway drops the cookie). */
  async client(principal: Principal | null): Promise<ClientRow> {
    if (!principal) throw unauthenticated();
    if (principal.role !== 'client') throw forbidden('Only for portal sessions');
    const client = await this.em.findOne(ClientSchema, { id: principal.accountId });
    if (!client || client.archived || !client.portalEnabled) throw unauthenticated('Portal access ended');
    return client;
  }

  /**
   * The set a message is about when it is in the client's portal, else none. A message the
   * phone kept offline may arrive after the clinician took its set out: the client's words are
   * kept, about nothing in particular (as is a message naming a set that is not theirs).
   */
  async messageAbout(clientId: string, setId: string | null): Promise<string | null> {
    return setId !== null && (await this.enabledSet(clientId, setId)) ? setId : null;
  }

  /**
   * An exercise of a set that is in the client's portal, or was on `date` (else ERRNOTFOUND), for
   * adherence. A mark the phone kept offline may reach the server after the clinician took the
   * set out: done on a day the set was there, it is the client's record of that day. One
   * question to the sets service, which holds the sets and the times they were in the portal.
   */
  async requireExercise(clientId: string, setId: string, exerciseKey: string, date: string): Promise<void> {
    const request: ExerciseInPortalOnRequest = { clientId, setId, exerciseKey, day: date };
    const { inPortal } = await this.rpc.call<ExerciseInPortalOnReply>(CLIENT_SETS_SUBJECTS.exerciseInPortalOn, request, { idempotent: true });
    if (!inPortal) throw notFound('No such exercise');
  }

  private async enabledSet(clientId: string, setId: string): Promise<PortalSetContent | undefined> {
    const { items } = await this.tracking.portalSets(clientId);
    return items.find((set) => set.id === setId);
  }

  /**
   * The client's enabled sets with each resource's media (image or video, own poster), read from
   * the exercises service in one call for the whole answer. A resource the exercises service no
   * longer knows shows as an image (its file then answers not found).
   */
  async portalSets(clientId: string, page: PageQuery, lang: Lang): Promise<{ items: PortalSet[]; total: number }> {
    const { items, total } = await this.tracking.portalSets(clientId, page);
    const ids = [...new Set(items.flatMap(resourceIdsOf))];
    const media = new Map<string, ResourceMedia>();
    if (ids.length > 0) {
      const answer = await this.rpc.call<{ items: ResourceMedia[] }>(EXERCISES_SUBJECTS.resourceMedia, { ids }, { idempotent: true });
      for (const item of answer.items) media.set(item.id, item);
    }
    // The articles the sets name, in one call for the whole answer (an article gone is left out).
    const educationIds = [...new Set(items.flatMap((set) => set.education.map((item) => item.id)))];
    const articles = new Map<string, EducationPrintList['items'][number]>();
    if (educationIds.length > 0) {
      const request: EducationArticlesRequest = { ids: educationIds, lang };
      const answer = await this.rpc.call<EducationPrintList>(EDUCATION_SUBJECTS.articles, request, { idempotent: true });
      for (const article of answer.items) articles.set(article.id, article);
    }
    return {
      total,
      items: items.map((set) => ({
        ...set,
        education: set.education.flatMap((item) => {
          const article = articles.get(item.id);
          return article
            ? [{ id: article.id, type: article.type, lang: article.lang, title: article.title, summary: article.summary, html: article.html, attachmentIds: article.attachmentIds }]
            : [];
        }),
        elements: set.elements.map((element) =>
          element.type === 'setExercise'
            ? {
                ...element,
                resources: element.resources.map((resource) => ({
                  ...resource,
                  media: media.get(resource.resourceId)?.media ?? 'image',
                  poster: media.get(resource.resourceId)?.poster ?? false,
                })),
              }
            : element,
        ),
      })),
    };
  }

  /**
   * A file (or a video's poster) of a resource that the client's enabled sets name (an exercise's
   * thumbnail or resources); any other id, another clinician's or a disabled set's, answers
   * exactly as an unknown one. The exercises service stages the file as for the clinician route.
   */
  /** Is the resource a picture of an article attached to one of these sets (as attached)? */
  private async attachedToEducation(sets: readonly PortalSetContent[], resourceId: string): Promise<boolean> {
    const ids = [...new Set(sets.flatMap((set) => set.education.map((item) => item.id)))];
    if (ids.length === 0) return false;
    const request: EducationArticlesRequest = { ids, lang: 'en' };
    const answer = await this.rpc.call<EducationPrintList>(EDUCATION_SUBJECTS.articles, request, { idempotent: true });
    return answer.items.some((article) => article.attachmentIds.includes(resourceId));
  }

  async resourceFile(clientId: string, resourceId: string, imgWidth: number | undefined, poster: boolean): Promise<FileRef> {
    const { items } = await this.tracking.portalSets(clientId);
    if (!items.some((set) => resourceIdsOf(set).includes(resourceId)) && !(await this.attachedToEducation(items, resourceId))) throw notFound();
    const request: ExerciseResourceFileRequest = { resourceId, imgWidth, poster };
    return this.rpc.call<FileRef>(EXERCISES_SUBJECTS.resourceFile, request, { idempotent: true });
  }
}

/** The resources a set shows: each exercise's thumbnail and resources. */
const resourceIdsOf = (set: PortalSetContent): string[] =>
  set.elements.flatMap((element) =>
    element.type === 'setExercise' ? [...(element.thumbnailId ? [element.thumbnailId] : []), ...element.resources.map((resource) => resource.resourceId)] : [],
  );
