/**
 * Files sent together finish in any order (a small photo before a large one, a retried part last), but belong in
 * the order the person chose them: the file picker's, or the drop's. Each upload is numbered when it is chosen
 * (UploadDropZone), and placeUpload puts the item it became before the first item of a later choice already in the
 * list, or last. Items that came otherwise (picked from the newsroom's photos, already saved) keep their places.
 */
export type PlaceUpload<T extends { id: number }> = (list: T[], item: T, chosen: number) => T[];

/** A placement for one list, remembering the number each upload was chosen with. */
export function placeByChosenOrder<T extends { id: number }>(): PlaceUpload<T> {
  const chosenOf = new Map<number, number>();
  return (list, item, chosen) => {
    // A double answer (an upload registered twice) adds it once.
    if (list.some((had) => had.id === item.id)) return list;
    chosenOf.set(item.id, chosen);
    const before = list.findIndex((had) => (chosenOf.get(had.id) ?? -1) > chosen);
    return before < 0 ? [...list, item] : [...list.slice(0, before), item, ...list.slice(before)];
  };
}
