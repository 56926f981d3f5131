// Loaded with the notification area (toaster.tsx), so its styles are not part of the first screen's stylesheet.
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Notification.css";
import "@mantine/notifications/styles.css";

export { Notifications } from "@mantine/notifications";
