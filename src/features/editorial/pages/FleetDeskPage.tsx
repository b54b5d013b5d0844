import { EditorialFrame } from '../EditorialFrame';
import { editorialTexts } from '../editorialTexts';

export default function FleetDeskPage() {
  return (
    <EditorialFrame title={editorialTexts.areas.fleet} capability="manageFleet">
      <p>{editorialTexts.loading}</p>
    </EditorialFrame>
  );
}
