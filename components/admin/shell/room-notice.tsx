import { AdminRoom } from "./admin-room";
import { card } from "./styles";

/** A room shown to a member whose role may not use it: its title, and why. */
export function RoomNotice({ title, message }: { title: string; message: string }) {
  return (
    <AdminRoom title={title}>
      <p className={`${card} text-foreground`}>{message}</p>
    </AdminRoom>
  );
}
