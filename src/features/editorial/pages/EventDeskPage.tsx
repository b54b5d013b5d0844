import { EditorialFrame } from '../EditorialFrame';
import { editorialTexts } from '../editorialTexts';

export default function EventDeskPage() {
  return (
    <EditorialFrame title={editorialTexts.areas.events} capability="manageEvents">
      <p>{editorialTexts.loading}</p>
    </EditorialFrame>
  );
}
