import AdminPanelSettings from "@mui/icons-material/AdminPanelSettings";
import { useIsOperator } from "./RequireOperator";

/** The sidebar's administration entry: for operators only (an empty list for everyone else). */
export function useAdminEntries() {
  return useIsOperator()
    ? [
        {
          label: "admin.title",
          path: "/dashboard/admin",
          icon: <AdminPanelSettings />,
          id: "nav-admin",
        },
      ]
    : [];
}
