import { checklistItems } from '../../../../domain/checklist';
import { handoverTexts as t } from '../handoverTexts';

/** The nine items (spec loan-area section 3), each a checkbox with its name and, read with it, its hint. */
export function ChecklistItemsField({
  idPrefix,
  checked,
  onChange,
}: {
  idPrefix: string;
  checked: number[];
  onChange: (checked: number[]) => void;
}) {
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...checked.filter((item) => item !== id), id] : checked.filter((item) => item !== id));
  return (
    <fieldset className="checklist-form__items">
      <legend className="checklist-form__legend">
        {t.itemsLegend}{' '}
        <span className="checklist-form__count">
          ({checked.length}/{checklistItems.length})
        </span>
      </legend>
      {checklistItems.map((item) => {
        const id = `${idPrefix}-item-${item.id}`;
        return (
          <div key={item.id} className="form-check checklist-form__item">
            <input
              id={id}
              className="form-check-input"
              type="checkbox"
              name="checklist"
              value={item.id}
              checked={checked.includes(item.id)}
              aria-describedby={`${id}-hint`}
              onChange={(event) => toggle(item.id, event.target.checked)}
            />
            <label className="form-check-label" htmlFor={id}>
              <span className="checklist-form__item-name">{item.name}</span>
              <span id={`${id}-hint`} className="checklist-form__item-hint">
                {item.hint}
              </span>
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
