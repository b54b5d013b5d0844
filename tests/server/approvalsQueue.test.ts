/**
 * The approvals list as a queue over HTTP: each filter (statuses, period, model, requester), the search by number
 * and by name (without accents), the orders, the paging of a filtered list, the managers' views kept to their
 * statuses, the CSV export of what the filters show (BOM, `;`, quoting, dd/mm/yyyy, Portuguese statuses, only the
 * viewer's loans), the filter form's choices, and a 400 in Portuguese for every bad value.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalFilterMessages, noApprovalFilters } from '../../src/domain/approvalFilters';
import type { ApprovalChoicesResponse } from '../../src/domain/approvalQueueSchemas';
import type { ApprovalsResponse } from '../../src/domain/loanSchemas';
import type { LoanStatus } from '../../src/domain/loanStatus';
import { approvalsForExport } from '../../server/loans/approvalList';
import { createFleetVehicle, createLoan, createLoanOption, createLoanUser } from './builders';
import { testDatabases } from './databases';
import { startTestApp, type TestApp } from './testApp';

describe.each(testDatabases)('the approvals queue on $name', (target) => {
  let t: TestApp;
  const db = () => t.database.db;
  type Option = Awaited<ReturnType<typeof createLoanOption>>;
  let golf: Option;
  let polo: Option;
  let joao: { id: number; name: string };
  let maria: { id: number; name: string };
  /** The loans by name; every loan of this file's database is one of them. */
  const ids: Record<string, number> = {};

  const loan = async (
    name: string,
    requester: { id: number },
    status: LoanStatus,
    fields: Parameters<typeof createLoan>[2] & { model?: Option; vehicleOf?: Option } = {},
  ) => {
    const { model = golf, vehicleOf, ...columns } = fields;
    const vehicle = vehicleOf ? await createFleetVehicle(db(), vehicleOf) : null;
    const row = await createLoan(db(), requester.id, {
      status,
      option1Id: model.car.id,
      option2Id: model.car.id,
      fleetVehicleId: vehicle?.id ?? null,
      ...columns,
    });
    ids[name] = row.id;
    return row;
  };

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    golf = await createLoanOption(db());
    polo = await createLoanOption(db());
    joao = await createLoanUser(db(), { name: 'João Ávila', midiaName: 'Revista Motor; Edição SP' });
    maria = await createLoanUser(db(), { name: 'Maria Souza' });
    // Created a day apart, in this order: newest is 'closed'.
    const at = (day: number) => new Date(`2026-11-${String(day).padStart(2, '0')}T12:00:00Z`);
    await loan('requested', joao, 1, { startDate: '2026-12-01', endDate: '2026-12-03', createdAt: at(1) });
    await loan('withPolo', maria, 2, {
      vehicleOf: polo,
      startDate: '2026-11-25',
      endDate: '2026-11-28',
      createdAt: at(2),
    });
    await loan('manager2', joao, 3, {
      vehicleOf: golf,
      startDate: '2026-12-10',
      endDate: '2026-12-12',
      createdAt: at(3),
    });
    await loan('poloRequest', maria, 5, {
      model: polo,
      startDate: '2026-11-20',
      endDate: '2026-11-22',
      createdAt: at(4),
      description: 'Pauta com "aspas"; ponto e vírgula\ne uma segunda linha',
    });
    await loan('otherDriver', maria, 1, {
      isOwner: false,
      driverName: 'Ângelo Conceição',
      startDate: '2026-11-29',
      endDate: '2026-11-30',
      createdAt: at(5),
    });
    await loan('closed', joao, 9, {
      vehicleOf: golf,
      startDate: '2026-10-01',
      endDate: '2026-10-03',
      createdAt: at(6),
      driverName: '=HYPERLINK("http://x")',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (query: string, role = 5) => {
    const response = await t.injectAs(role, {
      url: `/api/lendingcontract/approvals?${query.includes('limit=') ? '' : 'limit=100&'}${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ApprovalsResponse>();
  };
  const namesOf = (response: ApprovalsResponse) =>
    response.list.map((row) => Object.keys(ids).find((name) => ids[name] === row.id));

  it('without filters shows every loan, newest first', async () => {
    expect(namesOf(await list(''))).toEqual([
      'closed',
      'otherDriver',
      'poloRequest',
      'manager2',
      'withPolo',
      'requested',
    ]);
  });

  it('filters by one status or several', async () => {
    expect(namesOf(await list('status=1'))).toEqual(['otherDriver', 'requested']);
    const several = await list('status=1&status=9&status=2');
    expect(namesOf(several)).toEqual(['closed', 'otherDriver', 'withPolo', 'requested']);
    expect(several.total).toBe(4);
  });

  it('filters by a period: loans whose days overlap it, either end open', async () => {
    // 28/11 to 29/11 touches withPolo's last day and otherDriver's first.
    expect(namesOf(await list('from=2026-11-28&to=2026-11-29'))).toEqual(['otherDriver', 'withPolo']);
    expect(namesOf(await list('from=2026-12-04'))).toEqual(['manager2']);
    expect(namesOf(await list('to=2026-11-01'))).toEqual(['closed']);
    expect(namesOf(await list('from=2026-12-04&to=2026-12-09'))).toEqual([]);
  });

  it('filters by model: the first option or the model of the vehicle given', async () => {
    expect(namesOf(await list(`model=${polo.car.id}`))).toEqual(['poloRequest', 'withPolo']);
    expect(namesOf(await list(`model=${golf.car.id}`))).toEqual([
      'closed',
      'otherDriver',
      'manager2',
      'withPolo',
      'requested',
    ]);
  });

  it('filters by requester, and filters add up', async () => {
    expect(namesOf(await list(`requester=${maria.id}`))).toEqual(['otherDriver', 'poloRequest', 'withPolo']);
    expect(namesOf(await list(`requester=${maria.id}&status=1&status=5&model=${polo.car.id}`))).toEqual([
      'poloRequest',
    ]);
  });

  it('searches by the number as shown and by the plain id', async () => {
    const id = ids.manager2!;
    for (const q of [`CMD-${String(id).padStart(6, '0')}`, `cmd-${id}`, String(id), `#${id}`])
      expect(namesOf(await list(`q=${encodeURIComponent(q)}`)), q).toEqual(['manager2']);
    expect(namesOf(await list('q=CMD-999999'))).toEqual([]);
  });

  it("searches the requester's and the driver's names without case or accents", async () => {
    expect(namesOf(await list('q=joao avila'))).toEqual(['closed', 'manager2', 'requested']);
    expect(namesOf(await list(`q=${encodeURIComponent('ÁVILA')}`))).toEqual([
      'closed',
      'manager2',
      'requested',
    ]);
    expect(namesOf(await list('q=angelo'))).toEqual(['otherDriver']);
    expect(namesOf(await list('q=souza&status=5'))).toEqual(['poloRequest']);
    // Wildcards of `like` are searched as written.
    expect(namesOf(await list('q=%25'))).toEqual([]);
    expect(namesOf(await list('q=_'))).toEqual([]);
  });

  it('sorts by oldest, by start date and by status', async () => {
    expect(namesOf(await list('sort=oldest'))).toEqual([
      'requested',
      'withPolo',
      'manager2',
      'poloRequest',
      'otherDriver',
      'closed',
    ]);
    expect(namesOf(await list('sort=start'))).toEqual([
      'closed',
      'poloRequest',
      'withPolo',
      'otherDriver',
      'requested',
      'manager2',
    ]);
    expect(namesOf(await list('sort=status'))).toEqual([
      'otherDriver',
      'requested',
      'withPolo',
      'manager2',
      'poloRequest',
      'closed',
    ]);
  });

  it('pages a filtered list: the total is the filtered one, each loan on one page', async () => {
    const query = `requester=${joao.id}&sort=oldest`;
    const first = await list(`${query}&limit=2&page=1`);
    const second = await list(`${query}&limit=2&page=2`);
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(namesOf(first)).toEqual(['requested', 'manager2']);
    expect(namesOf(second)).toEqual(['closed']);
    // A page past the end still says how many there are, so the pager can bring the reviewer back.
    expect(await list(`${query}&limit=2&page=3`)).toMatchObject({ list: [], total: 3, page: 3 });
  });

  it("keeps a manager's view to their step: filters narrow it, never widen it", async () => {
    expect(namesOf(await list('', 2))).toEqual(['withPolo']);
    expect(namesOf(await list('status=1&status=9', 2))).toEqual([]);
    expect(namesOf(await list('q=joao', 2))).toEqual([]);
    expect(namesOf(await list(`q=${ids.manager2}`, 3))).toEqual(['manager2']);
    expect(namesOf(await list(`q=${ids.requested}`, 3))).toEqual([]);
    expect(namesOf(await list('admin=1&sort=oldest', 1))).toEqual(['withPolo', 'manager2']);
  });

  it.each([
    ['status=11', 'Parâmetro inválido na consulta: status.0 deve ser <= 10.'],
    ['status=um', 'Parâmetro inválido na consulta: status.0 deve ser um número inteiro.'],
    ['from=2026-02-30', 'Parâmetro inválido na consulta: from deve corresponder ao formato "date".'],
    ['to=30/11/2026', 'Parâmetro inválido na consulta: to deve corresponder ao formato "date".'],
    ['from=2026-12-01&to=2026-11-01', approvalFilterMessages.periodOrder],
    ['model=0', 'Parâmetro inválido na consulta: model deve ser >= 1.'],
    ['requester=abc', 'Parâmetro inválido na consulta: requester deve ser um número inteiro.'],
    ['model=99999999999', 'Parâmetro inválido na consulta: model deve ser <= 2147483647.'],
    [`q=${'a'.repeat(101)}`, 'Parâmetro inválido na consulta: q não deve ser maior que 100 caracteres.'],
    ['sort=nome', 'Parâmetro inválido na consulta: sort deve ser igual a um dos valores permitidos.'],
  ])('refuses %s with a 400 in Portuguese, on the list and on the CSV', async (query, message) => {
    for (const path of ['approvals', 'approvals.csv']) {
      const response = await t.injectAs(5, { url: `/api/lendingcontract/${path}?${query}` });
      expect(response.statusCode, `${path}?${query}`).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message });
    }
  });

  describe('GET lendingcontract/approvals.csv', () => {
    const csv = async (query: string, role = 5) => {
      const response = await t.injectAs(role, { url: `/api/lendingcontract/approvals.csv?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };
    const lines = (body: string) =>
      body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean);

    it("is an attachment in UTF-8 with a BOM, `;` between fields, the list's columns and order", async () => {
      const response = await csv('');
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="aprovacoes-2026-11-20.csv"',
      );
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const [header, ...rows] = lines(response.body);
      expect(header).toBe(
        'Número;Status;Início;Fim;Solicitante;Mídia;Condutor;Modelo (1ª opção);Veículo;Frota;Placa;Tier;Criado em;Pauta',
      );
      // Newest first, as the list; records end in CRLF, a line break inside a quoted pauta stays as typed.
      expect(
        rows[0]!.startsWith(
          `CMD-${String(ids.closed).padStart(6, '0')};Processo finalizado;01/10/2026;03/10/2026;João Ávila;`,
        ),
      ).toBe(true);
      expect(response.headers['x-total-count']).toBe('6');
    });

    it('quotes what needs it, keeps formulas as text, writes dates dd/mm/yyyy and statuses in words', async () => {
      const { body } = await csv(`q=${ids.poloRequest}`);
      expect(lines(body)[1]).toBe(
        `CMD-${String(ids.poloRequest).padStart(6, '0')};Reprovado (Backoffice);20/11/2026;22/11/2026;Maria Souza;` +
          `Revista Auto;Condutor de teste;${polo.car.title};;;;;04/11/2026;"Pauta com ""aspas""; ponto e vírgula\ne uma segunda linha"`,
      );
      const closed = lines((await csv(`q=${ids.closed}`)).body)[1]!;
      expect(closed).toContain(`;"Revista Motor; Edição SP";"'=HYPERLINK(""http://x"")";`);
    });

    it('holds what the filters show, every page of it, in their order', async () => {
      const { body, headers } = await csv(`requester=${maria.id}&sort=oldest`);
      const numbers = lines(body)
        .slice(1)
        .filter((line) => line.startsWith('CMD-'))
        .map((line) => line.split(';')[0]);
      const number = (name: string) => `CMD-${String(ids[name]).padStart(6, '0')}`;
      expect(numbers).toEqual([number('withPolo'), number('poloRequest'), number('otherDriver')]);
      expect(headers['x-total-count']).toBe('3');
    });

    it("holds only the viewer's loans: a manager's step, with the label their role sees", async () => {
      const { body } = await csv('', 2);
      const rows = lines(body).slice(1);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toContain(
        `CMD-${String(ids.withPolo).padStart(6, '0')};Aguardando Aprovação (Gerente 1);`,
      );
      expect(lines((await csv('status=1', 2)).body)).toHaveLength(1);
    });

    it('stops at the cap and tells how many there are in all', async () => {
      const { rows, total } = await approvalsForExport(db(), null, noApprovalFilters, 2);
      expect(rows.map((row) => row.id)).toEqual([ids.closed, ids.otherDriver]);
      expect(total).toBe(6);
    });

    it('refuses roles without the list (403) and visitors (401)', async () => {
      expect((await t.injectAs(10, { url: '/api/lendingcontract/approvals.csv' })).statusCode).toBe(403);
      expect((await t.injectAs(4, { url: '/api/lendingcontract/approvals.csv?status=99' })).statusCode).toBe(
        403,
      );
      expect((await t.app.inject({ url: '/api/lendingcontract/approvals.csv' })).statusCode).toBe(401);
    });
  });

  it("offers the models and requesters of the viewer's loans", async () => {
    const response = await t.injectAs(5, { url: '/api/lendingcontract/approvals/choices' });
    expect(response.statusCode).toBe(200);
    const choices = response.json<ApprovalChoicesResponse>();
    expect(choices.requesters).toEqual([
      { id: joao.id, name: 'João Ávila' },
      { id: maria.id, name: 'Maria Souza' },
    ]);
    expect(choices.models.map((model) => model.id).sort()).toEqual([golf.car.id, polo.car.id].sort());
    const manager = (
      await t.injectAs(2, { url: '/api/lendingcontract/approvals/choices' })
    ).json<ApprovalChoicesResponse>();
    // withPolo only: asked for a Golf, given a Polo.
    expect(manager.requesters).toEqual([{ id: maria.id, name: 'Maria Souza' }]);
    expect(manager.models.map((model) => model.id).sort()).toEqual([golf.car.id, polo.car.id].sort());
  });
});
