/** Where an upload that finished joins a list: among the uploads, in the order its file was chosen. */
import { describe, expect, it } from 'vitest';
import { placeByChosenOrder } from '../../../src/features/editorial/media/chosenOrder';

const item = (id: number) => ({ id });
const ids = (list: { id: number }[]) => list.map((one) => one.id);

describe('placeByChosenOrder', () => {
  it('puts each upload before the later choices already there, leaving other items where they are', () => {
    const place = placeByChosenOrder<{ id: number }>();
    // 1 was saved before; uploads chosen as 10, 11, 12 (numbers 0, 1, 2) finish as 12, 10, then 11.
    let list = [item(1)];
    list = place(list, item(12), 2);
    // Picked from the newsroom's photos meanwhile: it stays last.
    list = [...list, item(2)];
    list = place(list, item(10), 0);
    list = place(list, item(11), 1);
    expect(ids(list)).toEqual([1, 10, 11, 12, 2]);
    // A second batch (3, 4) after them; the same upload answered twice is added once.
    list = place(list, item(14), 4);
    list = place(list, item(13), 3);
    list = place(list, item(13), 3);
    expect(ids(list)).toEqual([1, 10, 11, 12, 2, 13, 14]);
  });
});
