import { useState } from "react";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { emailSchema, PERMISSIONS, permissionSchema } from "@soracity/contracts";
import type { Permission } from "@soracity/contracts";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSnackbar } from "notistack";
import { z } from "zod";
import { isApiError } from "../../api/client";
import { errorText } from "../../api/errorText";
import { ConfirmDeleteDialog } from "../dialogs/ConfirmDeleteDialog";
import { roleLabelKey } from "../../i18n/roleLabel";

const addSchema = z.object({ email: emailSchema, permission: permissionSchema });
type AddForm = z.input<typeof addSchema>;

export interface Person {
  user_id: string;
  email: string;
  name: string;
  permission: Permission;
}

/**
 * Add by e-mail with a permission of the permission master (contracts), change it, remove (with confirmation). Shared by the
 * workspace sharing dialog and the group members dialog. Without `editable` the list is read-only.
 */
export function PeopleEditor({
  people,
  editable,
  emptyText,
  onPut,
  onRemove,
}: {
  people: Person[];
  editable: boolean;
  /** What an empty list says instead of "no one yet" (a search that found no one). */
  emptyText?: string | undefined;
  onPut: (email: string, permission: Permission) => Promise<void>;
  onRemove: (person: Person) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<Person | null>(null);
  const { control, register, handleSubmit, reset, setError, formState } = useForm<
    AddForm,
    unknown,
    z.output<typeof addSchema>
  >({
    resolver: zodResolver(addSchema),
    defaultValues: { email: "", permission: "view" },
  });
  const { enqueueSnackbar } = useSnackbar();
  const report = (error: unknown) => enqueueSnackbar(errorText(t, error), { variant: "error" });
  const submit = handleSubmit(async ({ email, permission }) => {
    try {
      await onPut(email, permission);
      reset({ email: "", permission });
    } catch (error) {
      // 422 names the field (unknown user, oneself); other failures are a toast
      const field = isApiError(error) ? error.fields.find((item) => item.path === "email") : undefined;
      if (field) setError("email", { type: "server", message: field.message });
      else report(error);
    }
  });
  const options = PERMISSIONS.map((permission) => (
    <MenuItem key={permission} value={permission} data-testid={`permission-option-${permission}`}>
      {t(roleLabelKey(permission))}
    </MenuItem>
  ));
  return (
    <Box>
      {editable ? (
        <Stack
          component="form"
          noValidate
          onSubmit={submit}
          direction={{ xs: "column", sm: "row" }}
          spacing={1}
          sx={{ mb: 2, pt: 1 }}
        >
          <TextField
            {...register("email")}
            size="small"
            type="email"
            label={t("ws.email")}
            error={Boolean(formState.errors.email)}
            helperText={formState.errors.email?.message ? t(formState.errors.email.message) : undefined}
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { "data-testid": "person-email" } }}
          />
          <Controller
            control={control}
            name="permission"
            render={({ field }) => (
              <TextField
                select
                size="small"
                label={t("ws.permission")}
                value={field.value}
                onChange={field.onChange}
                sx={{ minWidth: 140 }}
                slotProps={{
                  select: { SelectDisplayProps: { "data-testid": "person-permission" } as object },
                }}
              >
                {options}
              </TextField>
            )}
          />
          <Button
            type="submit"
            variant="contained"
            data-testid="person-add"
            disabled={formState.isSubmitting}
          >
            {t("ws.add")}
          </Button>
        </Stack>
      ) : null}
      {people.length === 0 ? (
        <Typography color="text.secondary" data-testid="people-empty">
          {emptyText ?? (editable ? t("ws.people_empty_editable") : t("ws.people_empty"))}
        </Typography>
      ) : (
        <List dense data-testid="people-list">
          {people.map((person) => (
            <ListItem
              key={person.user_id}
              data-testid="person-row"
              data-email={person.email}
              disableGutters
              secondaryAction={
                editable ? (
                  <IconButton
                    edge="end"
                    aria-label={t("ws.remove_person", { name: person.email })}
                    data-testid="person-remove"
                    onClick={() => setRemoving(person)}
                  >
                    <DeleteOutline />
                  </IconButton>
                ) : undefined
              }
              sx={{ pr: editable ? 6 : 0 }}
            >
              <ListItemText
                primary={person.name || person.email}
                secondary={person.email}
                slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                sx={{ minWidth: 0 }}
              />
              {editable ? (
                <TextField
                  select
                  size="small"
                  value={person.permission}
                  onChange={(event) =>
                    void onPut(person.email, event.target.value as Permission).catch(report)
                  }
                  sx={{ minWidth: 120, ml: 1 }}
                  slotProps={{
                    htmlInput: { "aria-label": t("ws.permission") },
                    select: { SelectDisplayProps: { "data-testid": "person-change" } as object },
                  }}
                >
                  {options}
                </TextField>
              ) : (
                <Typography variant="body2" title={t(`master.permission_description.${person.permission}`)}>
                  {t(roleLabelKey(person.permission))}
                </Typography>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDeleteDialog
        name={removing ? removing.name || removing.email : null}
        onConfirm={async () => {
          if (removing) await onRemove(removing).catch(report);
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
