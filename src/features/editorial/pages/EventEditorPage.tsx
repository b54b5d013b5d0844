import { EditorialFrame } from '../EditorialFrame';
import { editorialTexts } from '../editorialTexts';

export default function EventEditorPage() {
  return (
    <EditorialFrame title={editorialTexts.areas.events} capability="manageEvents">
      <p>{editorialTexts.loading}</p>
    </EditorialFrame>
  );
}
