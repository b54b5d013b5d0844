import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, format, parseISO } from 'date-fns';
import ChecklistPage from '../../../../src/features/loans/pages/ChecklistPage';
import { todayInBrazil } from '../../../../src/domain/brazilTime';
import type { ChecklistBody } from '../../../../src/domain/loanSchemas';
import { server } from '../../msw/server';
import { heldAnswer } from '../../msw/heldAnswer';
import { deliveredAt, handoverLoan, renderHandoverPage } from './handoverFixtures';

const itemNames = [
  'Motor',
  'Climatização',
  'Suspensão',
  'Direção',
  'Freios',
  'Parte elétrica',
  'Pneus',
  'Equipamentos obrigatórios',
  'Documentação',
];

/** Brazil's today plus `days`, as typed. */
const typedDay = (days: number) => format(addDays(parseISO(todayInBrazil(new Date())), days), 'dd/MM/yyyy');
const isoDay = (days: number) => format(addDays(parseISO(todayInBrazil(new Date())), days), 'yyyy-MM-dd');

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });

/** The form tests type and tick a lot, one event at a time: under a loaded machine they pass 5 s. */
const formTimeout = 20_000;

const renderChecklist = () => renderHandoverPage(<ChecklistPage />, '/checklist');
const sendButton = () => screen.getByRole('button', { name: 'Enviar' });

beforeEach(() => {
  // jsdom has no object URLs; the previews only need an address per file.
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++next}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

/**
 * The list (loan 31 awaiting delivery, 32 the return), the uploads and the create call, recorded. Uploads answer
 * once `uploadsHeld` settles, so a test sees them under way.
 */
function useChecklistHandlers({ uploadsHeld }: { uploadsHeld?: Promise<void> } = {}) {
  const calls = { reads: 0, uploads: 0, created: [] as ChecklistBody[] };
  let listed = [
    handoverLoan(31, {}, { delivery: null }),
    handoverLoan(
      32,
      {
        status: 8,
        statusText: 'Veículo devolvido, checklist pendente',
        startDate: isoDay(-5),
        endDate: isoDay(-2),
        car_frotum: {
          title: 'Aurora Volt GTS',
          color: 'Azul',
          placa: 'ABC1D23',
          frota: 'FRT-3001',
          chassis: '9BW0001',
        },
      },
      {
        delivery: { ...deliveredAt, km: 12000 },
        pickedUp: { at: '2026-11-21T13:05:00.000Z', day: isoDay(-5), by: 'Pedro Pátio' },
      },
    ),
  ];
  server.use(
    http.get('*/api/checklist/pending', () => {
      calls.reads += 1;
      return HttpResponse.json({ list: listed });
    }),
    http.post('*/api/medias/upload-front', async ({ request }) => {
      const file = (await request.formData()).get('file');
      if (typeof file !== 'object' || file === null || !('name' in file))
        return HttpResponse.json({ message: 'Sem arquivo.' }, { status: 400 });
      // jsdom's form data keeps neither the file's name nor its bytes: uploads are told apart by their order.
      calls.uploads += 1;
      const media = `photo-${calls.uploads}.png`;
      await uploadsHeld;
      return HttpResponse.json({ size: 8, bucket: 'private', media });
    }),
    http.post('*/api/checklist/create', async ({ request }) => {
      const body = (await request.json()) as ChecklistBody;
      calls.created.push(body);
      listed = listed.filter((loan) => loan.id !== body.loanId);
      return HttpResponse.json({ success: true });
    }),
  );
  return calls;
}

/** Opens the form of the card numbered `number`. */
async function openForm(user: ReturnType<typeof renderChecklist>['user'], number: string) {
  const card = (await screen.findByText(number)).closest('article')!;
  await user.click(within(card as HTMLElement).getByRole('button', { name: 'Fazer Checklist' }));
  return screen.findByRole('dialog');
}

describe('/checklist', () => {
  it('lists the loans awaiting a checklist with the vehicle, number, requester and the kind', async () => {
    useChecklistHandlers();
    renderChecklist();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Checklist: Entrega e Devolução' }),
    ).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const delivery = within(cards[0]!);
    expect(delivery.getByRole('heading', { name: 'Aurora Brisa Comfortline' })).toBeInTheDocument();
    for (const text of ['Entrega', 'Prata', 'BRA2E19', 'FRT-2045', '9BWZZZ377VT004251', 'CMD-000031'])
      expect(delivery.getByText(text)).toBeInTheDocument();
    expect(delivery.getByText('Solicitante').nextSibling).toHaveTextContent('Joana Jornalista');
    expect(within(cards[1]!).getByText('Devolução')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('FRT-3001')).toBeInTheDocument();
  });

  it("says 'Nenhum item encontrado' when no loan awaits a checklist", async () => {
    server.use(http.get('*/api/checklist/pending', () => HttpResponse.json({ list: [] })));
    renderChecklist();
    expect(await screen.findByText('Nenhum item encontrado')).toBeInTheDocument();
  });

  it(
    'keeps Enviar muted until the 9 items, a km of digits only and both dates from yesterday are given',
    async () => {
      const calls = useChecklistHandlers();
      const { user } = renderChecklist();
      const form = await openForm(user, 'CMD-000032');
      expect(
        within(form).getByRole('heading', { name: 'Checklist de Devolução · CMD-000032' }),
      ).toBeInTheDocument();
      for (const name of itemNames)
        expect(within(form).getByRole('checkbox', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
      expect(within(form).getByRole('checkbox', { name: /^Freios/ })).toHaveAccessibleDescription(
        'pastilhas, discos, ruídos, pressão do pedal, eficiência',
      );
      expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
      expect(sendButton()).toHaveAccessibleDescription('Marque os 9 itens do checklist.');

      for (const name of itemNames.slice(0, 8))
        await user.click(within(form).getByRole('checkbox', { name: new RegExp(`^${name}`) }));
      expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
      await user.click(within(form).getByRole('checkbox', { name: /^Documentação/ }));
      expect(sendButton()).toHaveAccessibleDescription('Informe a quilometragem (somente números).');

      const km = within(form).getByLabelText('Quilometragem (km)');
      expect(km).toHaveAttribute('inputmode', 'numeric');
      await user.type(km, 'e');
      expect(km).toHaveValue('');
      await user.type(km, '12e3-4.5+');
      expect(km).toHaveValue('12345');

      const review = within(form).getByLabelText('Data da próxima revisão');
      await user.type(review, typedDay(-2).replace(/\//g, ''));
      expect(review).toHaveValue(typedDay(-2));
      expect(review).toHaveAccessibleDescription('Data da próxima revisão inválida');
      await user.clear(review);
      await user.type(review, typedDay(90).replace(/\//g, ''));
      expect(sendButton()).toHaveAccessibleDescription('Data de devolução inválida');

      await user.type(within(form).getByLabelText('Data de devolução'), typedDay(-1).replace(/\//g, ''));
      expect(sendButton()).not.toHaveAttribute('aria-disabled');
      expect(sendButton()).toHaveClass('btn-primary');

      // Unticking one item mutes it again, and a muted Enviar sends nothing.
      await user.click(within(form).getByRole('checkbox', { name: /^Motor/ }));
      await user.click(sendButton());
      expect(calls.created).toEqual([]);
    },
    formTimeout,
  );

  it(
    "uploads photos with previews and progress, sends the stored names, shows 'Checklist Enviado!' and reloads the list on close",
    async () => {
      const uploads = heldAnswer();
      const calls = useChecklistHandlers({ uploadsHeld: uploads.held });
      const { user } = renderChecklist();
      const form = await openForm(user, 'CMD-000031');
      expect(
        within(form).getByRole('heading', { name: 'Checklist de Entrega · CMD-000031' }),
      ).toBeInTheDocument();
      for (const name of itemNames)
        await user.click(within(form).getByRole('checkbox', { name: new RegExp(`^${name}`) }));
      await user.type(within(form).getByLabelText('Quilometragem (km)'), '15230');
      await user.type(
        within(form).getByLabelText('Data da próxima revisão'),
        typedDay(30).replace(/\//g, ''),
      );
      await user.type(within(form).getByLabelText('Data de devolução'), typedDay(4).replace(/\//g, ''));
      await user.type(within(form).getByLabelText('Observações (opcional)'), 'Risco leve na porta traseira.');

      const picker = within(form).getByLabelText('Adicionar Foto');
      await user.upload(picker, [png('frente.png'), png('lateral.png')]);
      expect(within(form).getByRole('img', { name: 'frente.png' })).toHaveAttribute('src', 'blob:preview-1');
      expect(within(form).getByRole('img', { name: 'lateral.png' })).toHaveAttribute('src', 'blob:preview-2');
      expect(within(form).getByRole('progressbar', { name: 'Enviando lateral.png' })).toBeInTheDocument();
      // Not while a photo is still on its way.
      expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
      expect(sendButton()).toHaveAccessibleDescription('Aguarde o envio das fotos.');
      uploads.release();
      await waitFor(() => expect(within(form).getAllByText('Enviada')).toHaveLength(2));
      expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument();

      await user.upload(picker, png('painel.png'));
      expect(within(form).getByRole('img', { name: 'painel.png' })).toHaveAttribute('src', 'blob:preview-3');
      await waitFor(() => expect(within(form).getAllByText('Enviada')).toHaveLength(3));
      expect(calls.uploads).toBe(3);

      // The third upload answered photo-3.png: removed, it is not sent.
      await user.click(within(form).getByRole('button', { name: 'Remover painel.png' }));
      expect(within(form).queryByRole('img', { name: 'painel.png' })).not.toBeInTheDocument();
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-3');

      await user.click(sendButton());
      const done = await screen.findByRole('dialog', { name: 'Checklist Enviado!' });
      expect(within(done).getByText('Checklist enviado com sucesso!')).toBeInTheDocument();
      expect(calls.created).toEqual([
        {
          loanId: 31,
          checklist: [1, 2, 3, 4, 5, 6, 7, 8, 9],
          nextReviewDate: isoDay(30),
          returnDate: isoDay(4),
          notes: 'Risco leve na porta traseira.',
          km: '15230',
          files: expect.any(Array),
        },
      ]);
      expect([...calls.created[0]!.files].sort()).toEqual(['photo-1.png', 'photo-2.png']);

      await user.click(within(done).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
      expect(screen.queryByText('CMD-000031')).not.toBeInTheDocument();
      expect(calls.reads).toBeGreaterThanOrEqual(2);
    },
    formTimeout,
  );

  it('refuses a file that is not an image before sending it', async () => {
    const calls = useChecklistHandlers();
    const { user } = renderChecklist();
    const form = await openForm(user, 'CMD-000031');
    const text = new File(['oi'], 'notas.txt', { type: 'text/plain' });
    // Past the input's accept filter, as a browser's "all files" choice does.
    fireEvent.change(within(form).getByLabelText('Adicionar Foto'), { target: { files: [text] } });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Envie uma imagem (JPG, PNG, WEBP ou GIF).',
    );
    expect(calls.uploads).toBe(0);
  });

  it(
    "shows the server's refusal in the form and keeps it open",
    async () => {
      useChecklistHandlers();
      server.use(
        http.post('*/api/checklist/create', () =>
          HttpResponse.json(
            { message: 'Esta solicitação não está mais na etapa para esta ação. Atualize a página.' },
            { status: 409 },
          ),
        ),
      );
      const { user } = renderChecklist();
      const form = await openForm(user, 'CMD-000031');
      for (const name of itemNames)
        await user.click(within(form).getByRole('checkbox', { name: new RegExp(`^${name}`) }));
      await user.type(within(form).getByLabelText('Quilometragem (km)'), '100');
      await user.type(within(form).getByLabelText('Data da próxima revisão'), typedDay(0).replace(/\//g, ''));
      await user.type(within(form).getByLabelText('Data de devolução'), typedDay(2).replace(/\//g, ''));
      await user.click(sendButton());
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'Esta solicitação não está mais na etapa para esta ação. Atualize a página.',
      );
      expect(screen.queryByRole('dialog', { name: 'Checklist Enviado!' })).not.toBeInTheDocument();
    },
    formTimeout,
  );

  it('shows the driver, and on a return who handed the car over and the delivery km', async () => {
    useChecklistHandlers();
    renderChecklist();
    const [delivery, giveBack] = (await screen.findAllByRole('article')).map((card) => within(card));
    expect(delivery!.getByText('Condutor').nextSibling).toHaveTextContent('Joana Jornalista');
    expect(delivery!.getByText('CPF do condutor').nextSibling).toHaveTextContent('529.982.247-25');
    expect(delivery!.getByText('Checklist de entrega').nextSibling).toHaveTextContent('Pendente');
    expect(giveBack!.getByText('Retirada').nextSibling).toHaveTextContent(
      '21/11/2026 às 10:05, por Pedro Pátio',
    );
    expect(giveBack!.getByText('Km na entrega').nextSibling).toHaveTextContent('12.000 km');
  });

  it(
    'keeps Enviar muted while the return km is below the delivery km',
    async () => {
      const calls = useChecklistHandlers();
      const { user } = renderChecklist();
      const form = await openForm(user, 'CMD-000032');
      for (const name of itemNames)
        await user.click(within(form).getByRole('checkbox', { name: new RegExp(`^${name}`) }));
      const km = within(form).getByLabelText('Quilometragem (km)');
      await user.type(km, '100');
      await user.type(
        within(form).getByLabelText('Data da próxima revisão'),
        typedDay(30).replace(/\//g, ''),
      );
      await user.type(within(form).getByLabelText('Data de devolução'), typedDay(0).replace(/\//g, ''));
      const below = 'A quilometragem da devolução não pode ser menor que a da entrega (12.000 km).';
      expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
      expect(sendButton()).toHaveAccessibleDescription(below);
      expect(km).toHaveAccessibleDescription(below);
      await user.click(sendButton());
      expect(calls.created).toEqual([]);

      await user.clear(km);
      await user.type(km, '12000');
      expect(sendButton()).not.toHaveAttribute('aria-disabled');
    },
    formTimeout,
  );
});
