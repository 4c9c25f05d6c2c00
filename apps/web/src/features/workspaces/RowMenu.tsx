import { useState } from "react";
import MoreVert from "@mui/icons-material/MoreVert";
import { IconButton, ListItemText, Menu, MenuItem } from "@mui/material";
import { useTranslation } from "react-i18next";

export interface RowAction {
  id: string;
  label: string;
  onClick: () => void;
  danger?: boolean;
}

/** The "more" menu of a card or row; renders nothing without actions (viewers). */
export function RowMenu({ actions, label }: { actions: RowAction[]; label: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        data-testid="row-menu"
        aria-label={t("ws.actions_for", { name: label })}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action.id}
            data-testid={`action-${action.id}`}
            onClick={() => {
              setAnchor(null);
              action.onClick();
            }}
            sx={action.danger ? { color: "error.main" } : undefined}
          >
            <ListItemText>{action.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
