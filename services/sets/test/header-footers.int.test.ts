import { describe, expect, it } from '@jest/globals';
import { TEAMS_SUBJECTS, type ClinicianProfile, type HeaderFooter, type HeaderFooterList, type Membership, type Resource, type Team } from '@openset/contracts';
import { ApiClient, createTestAccount, rpc, type TestAccount } from '@openset/testing';
import sharp from 'sharp';
import { bodyOf, errorOf, signedIn } from './helpers.js';

const HEADERS = '/api/clinician/headerFooters';
const TEAM_HEADER = '/api/manager/teams/header';
const PROFILE = '/api/clinician';

const header = (extra: Partial<Record<keyof HeaderFooter, string | null>> = {}) => ({
  headerLine1: 'Riverside Physiotherapy',
  headerLine2: '12 Bank Street, Ottawa',
  headerLine3: 'Tel. 613 555 0100',
  footer: 'Call us if the pain gets worse.',
  logo: null,
  ...extra,
});

async function logoUpload(api: ApiClient, width = 300): Promise<Resource> {
  const png = await sharp({ create: { width, height: width / 2, channels: 3, background: '#1565C0' } }).png().toBuffer();
  return bodyOf<Resource>(await api.upload('/api/clinician/resources/upload/image', 'file', png, 'logo.png', 'image/png'));
}

/** The logo's file as the browser gets it: status, type and the image's width. */
async function logoFile(api: ApiClient, id: string, imgWidth = 120) {
  const response = await fetch(`${api.baseUrl}${HEADERS}/${id}/upload/logo?imgWidth=${imgWidth}`, { headers: { cookie: api.sessionCookie ?? '' } });
  if (response.status !== 200) return { status: response.status, type: null, width: null };
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: 200, type: response.headers.get('content-type'), width: (await sharp(bytes).metadata()).width };
}

const list = async (api: ApiClient) => bodyOf<HeaderFooterList>(await api.get(HEADERS));
const selected = async (api: ApiClient) => bodyOf<ClinicianProfile>(await api.get(PROFILE)).headerFooterId;

/** A manager signed in, their organisation's team, and staff members with these permissions. */
async function managedTeam(members: { teamHeaderFooter: boolean }[]) {
  const manager: TestAccount = await createTestAccount({ type: 'manager' });
  const managerApi = new ApiClient();
  expect((await managerApi.login(manager.username, manager.password)).status).toBe(200);
  const org = await rpc<{ id: string }>(TEAMS_SUBJECTS.createOrg, { ownerId: manager.id, title: `Org ${manager.username}` });
  const team = await rpc<Team>(TEAMS_SUBJECTS.createTeam, { orgId: org.id, title: 'Clinic' });
  const staff = [];
  for (const overrides of members) {
    const member = await signedIn('staff');
    await rpc<Membership>(TEAMS_SUBJECTS.addMember, { teamId: team.id, accountId: member.account.id });
    await rpc<Membership>(TEAMS_SUBJECTS.setMemberPermissions, { accountId: member.account.id, overrides });
    staff.push(member);
  }
  return { managerApi, teamId: team.id, staff };
}

describe('headers and footers', () => {
  it("keeps a clinician's own headers: create, list, change, select, delete", async () => {
    const { api } = await signedIn();
    expect(await list(api)).toEqual({ items: [], total: 0, selectedId: null });
    const first = bodyOf<HeaderFooter>(await api.post(HEADERS, header()));
    const second = bodyOf<HeaderFooter>(await api.post(HEADERS, header({ headerLine1: 'Second clinic' })));
    expect(first).toMatchObject({ ...header(), type: 'user', editable: true });

    const changed = bodyOf<HeaderFooter>(await api.put(`${HEADERS}/${first.id}`, header({ headerLine2: 'Moved: 40 Elgin Street', footer: '' })));
    expect(changed).toMatchObject({ id: first.id, headerLine2: 'Moved: 40 Elgin Street', footer: '' });
    const page = await list(api);
    expect([page.total, page.items.map((item) => [item.headerLine1, item.headerLine2])]).toEqual([
      2,
      [
        ['Riverside Physiotherapy', 'Moved: 40 Elgin Street'],
        ['Second clinic', '12 Bank Street, Ottawa'],
      ],
    ]);
    expect(bodyOf<HeaderFooterList>(await api.get(HEADERS, { skip: 1, limit: 1 })).items.map((item) => item.id)).toEqual([second.id]);

    // The selection is the profile's headerFooterId: it toggles and is remembered.
    bodyOf(await api.put(PROFILE, { headerFooterId: second.id }));
    expect([await selected(api), (await list(api)).selectedId]).toEqual([second.id, second.id]);
    bodyOf(await api.put(PROFILE, { headerFooterId: null }));
    expect([await selected(api), (await list(api)).selectedId]).toEqual([null, null]);
    bodyOf(await api.put(PROFILE, { headerFooterId: first.id }));

    bodyOf(await api.delete(`${HEADERS}/${first.id}`));
    // A deleted header is selected no more, and cannot be selected again (the profile's other
    // fields still save while it names it: an unchanged selection is not asked about again).
    expect(await list(api)).toMatchObject({ total: 1, selectedId: null });
    expect(bodyOf<ClinicianProfile>(await api.put(PROFILE, { headerFooterId: first.id, firstname: 'Ann' })).firstname).toBe('Ann');
    bodyOf(await api.put(PROFILE, { headerFooterId: second.id }));
    expect(errorOf(await api.put(PROFILE, { headerFooterId: first.id })).code).toBe('ERRNOTFOUND');
    expect(errorOf(await api.put(`${HEADERS}/${first.id}`, header())).code).toBe('ERRNOTFOUND');
  });

  it('takes a logo uploaded with the image rules, serves it at a width, takes it off; a non-image is an Upload Error', async () => {
    const { api } = await signedIn();
    const logo = await logoUpload(api);
    const created = bodyOf<HeaderFooter>(await api.post(HEADERS, header({ logo: logo.id })));
    expect(created.logo).toBe(logo.id);
    expect(await logoFile(api, created.id, 120)).toEqual({ status: 200, type: expect.stringMatching(/^image\//), width: 120 });

    // While a header shows it, the upload cannot be deleted.
    expect(errorOf(await api.delete(`/api/clinician/resources/${logo.id}`))).toMatchObject({ code: 'ERROPERATION' });

    const taken = bodyOf<HeaderFooter>(await api.delete(`${HEADERS}/${created.id}/logo`));
    expect(taken.logo).toBeNull();
    expect((await logoFile(api, created.id)).status).toBe(404);
    bodyOf(await api.delete(`/api/clinician/resources/${logo.id}`));

    const refused = await api.upload('/api/clinician/resources/upload/image', 'file', Buffer.from('%PDF-1.4 not a logo'), 'logo.png', 'image/png');
    expect(errorOf(refused)).toMatchObject({ status: 400, code: 'ERRVALIDATION', message: 'Upload Error' });
    // An id that is no image of the clinician's is no logo.
    expect(errorOf(await api.put(`${HEADERS}/${created.id}`, header({ logo: '0b1c3a52-7d0e-4e9a-9d6c-2f3c4b5a6d7e' }))).code).toBe('ERRNOTFOUND');
  });

  it("answers another clinician's header, and their upload as a logo, as not found", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const logo = await logoUpload(owner.api);
    const theirs = bodyOf<HeaderFooter>(await owner.api.post(HEADERS, header({ logo: logo.id })));
    const mine = bodyOf<HeaderFooter>(await other.api.post(HEADERS, header()));

    expect((await list(other.api)).items.map((item) => item.id)).toEqual([mine.id]);
    for (const response of [
      await other.api.put(`${HEADERS}/${theirs.id}`, header()),
      await other.api.delete(`${HEADERS}/${theirs.id}`),
      await other.api.delete(`${HEADERS}/${theirs.id}/logo`),
      await other.api.put(PROFILE, { headerFooterId: theirs.id }),
      await other.api.post(HEADERS, header({ logo: logo.id })),
      await other.api.put(`${HEADERS}/${mine.id}`, header({ logo: logo.id })),
    ]) {
      expect(errorOf(response)).toMatchObject({ status: 404, code: 'ERRNOTFOUND' });
    }
    expect((await logoFile(other.api, theirs.id)).status).toBe(404);
    expect(await selected(other.api)).toBeNull();
    expect((await list(owner.api)).items[0]).toMatchObject({ id: theirs.id, logo: logo.id, headerLine1: 'Riverside Physiotherapy' });
  });

  it('shows the team header to staff with teamHeaderFooter, selected on their first fetch, read-only, and to nobody else', async () => {
    const { managerApi, teamId, staff } = await managedTeam([{ teamHeaderFooter: true }, { teamHeaderFooter: false }]);
    const [allowed, withheld] = staff as [Awaited<ReturnType<typeof signedIn>>, Awaited<ReturnType<typeof signedIn>>];
    // Managers have no uploads yet (manager mode is an issue of its own): a team header without a logo.
    const team = bodyOf<HeaderFooter>(await managerApi.post(TEAM_HEADER, { teamId, ...header({ headerLine1: 'Clinic A' }) }));
    expect(team).toMatchObject({ type: 'teamHeaderFooter', headerLine1: 'Clinic A', logo: null });
    const own = bodyOf<HeaderFooter>(await allowed.api.post(HEADERS, header({ headerLine1: 'My own' })));

    // First fetch: the team header comes first and is selected for them.
    const first = await list(allowed.api);
    expect(first.items.map((item) => [item.id, item.type, item.editable])).toEqual([
      [team.id, 'teamHeaderFooter', false],
      [own.id, 'user', true],
    ]);
    expect([first.selectedId, await selected(allowed.api)]).toEqual([team.id, team.id]);
    // Theirs to select, not to change.
    expect(errorOf(await allowed.api.put(`${HEADERS}/${team.id}`, header())).code).toBe('ERRPERMISSION');
    expect(errorOf(await allowed.api.delete(`${HEADERS}/${team.id}`)).code).toBe('ERRPERMISSION');
    expect(errorOf(await allowed.api.delete(`${HEADERS}/${team.id}/logo`)).code).toBe('ERRPERMISSION');

    // Toggled off, it stays off: the team header is chosen for them once.
    bodyOf(await allowed.api.put(PROFILE, { headerFooterId: null }));
    expect((await list(allowed.api)).selectedId).toBeNull();
    bodyOf(await allowed.api.put(PROFILE, { headerFooterId: team.id }));
    expect((await list(allowed.api)).selectedId).toBe(team.id);

    // The manager replaces it: one team header.
    bodyOf(await managerApi.post(TEAM_HEADER, { teamId, ...header({ headerLine1: 'Clinic A, new address' }) }));
    expect((await list(allowed.api)).items.filter((item) => item.type === 'teamHeaderFooter').map((item) => [item.id, item.headerLine1])).toEqual([
      [team.id, 'Clinic A, new address'],
    ]);

    // Without teamHeaderFooter: not shown, not selected, not selectable, not served.
    expect(await list(withheld.api)).toEqual({ items: [], total: 0, selectedId: null });
    expect(await selected(withheld.api)).toBeNull();
    expect(errorOf(await withheld.api.put(PROFILE, { headerFooterId: team.id })).code).toBe('ERRNOTFOUND');
    expect((await logoFile(withheld.api, team.id)).status).toBe(404);
    expect(errorOf(await withheld.api.put(`${HEADERS}/${team.id}`, header())).code).toBe('ERRNOTFOUND');
  });

  it('lets only the manager of the team write its header', async () => {
    const { teamId } = await managedTeam([]);
    const otherManager = await managedTeam([]);
    expect(errorOf(await otherManager.managerApi.post(TEAM_HEADER, { teamId, ...header() })).code).toBe('ERRNOTFOUND');
    const clinician = await signedIn();
    expect(errorOf(await clinician.api.post(TEAM_HEADER, { teamId, ...header() })).code).toBe('ERRPERMISSION');
    expect(errorOf(await otherManager.managerApi.get(HEADERS)).code).toBe('ERRPERMISSION');
  });

  it('refuses markup and overlong lines', async () => {
    const { api } = await signedIn();
    expect(errorOf(await api.post(HEADERS, header({ headerLine1: '<b>Clinic</b>' }))).code).toBe('ERRVALIDATION');
    expect(errorOf(await api.post(HEADERS, header({ headerLine3: 'x'.repeat(121) }))).code).toBe('ERRVALIDATION');
    expect(errorOf(await api.post(HEADERS, { ...header(), extra: 1 })).code).toBe('ERRVALIDATION');
    expect((await list(api)).total).toBe(0);
  });
});
