(define (problem plan_trial_3d51d41cb27e)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        KeyChain_bar__plus_01_dot_69_bar__plus_00_dot_94_bar__minus_01_dot_36 - object
        Pen_bar__minus_00_dot_23_bar__plus_00_dot_67_bar__plus_01_dot_05 - object
        Cloth_bar__plus_00_dot_03_bar__plus_00_dot_06_bar__minus_02_dot_49 - object
        Book_bar__minus_00_dot_88_bar__plus_01_dot_37_bar__minus_02_dot_41 - object
        Book_bar__plus_01_dot_77_bar__plus_00_dot_85_bar__minus_01_dot_49 - object
        CreditCard_bar__minus_01_dot_13_bar__plus_00_dot_07_bar__minus_02_dot_27 - object
        CD_bar__plus_00_dot_21_bar__plus_00_dot_21_bar__minus_02_dot_29 - object
        Bed_bar__plus_00_dot_27_bar__plus_00_dot_00_bar__plus_01_dot_33 - receptacle
        Desk_bar__minus_00_dot_87_bar__minus_00_dot_01_bar__minus_02_dot_44 - receptacle
        Drawer_bar__minus_01_dot_41_bar__plus_00_dot_20_bar__minus_02_dot_32 - receptacle
        Drawer_bar__minus_01_dot_41_bar__plus_00_dot_48_bar__minus_02_dot_32 - receptacle
        Drawer_bar__minus_01_dot_41_bar__plus_00_dot_73_bar__minus_02_dot_32 - receptacle
        Shelf_bar__plus_01_dot_49_bar__plus_00_dot_82_bar__minus_01_dot_48 - receptacle
        Shelf_bar__minus_01_dot_02_bar__plus_01_dot_35_bar__minus_02_dot_54 - receptacle
        SideTable_bar__plus_00_dot_25_bar_00_dot_00_bar__minus_02_dot_38 - receptacle
        GarbageCan_bar__minus_00_dot_18_bar__plus_00_dot_63_bar__plus_00_dot_83 - receptacle
        LaundryHamper_bar__plus_01_dot_10_bar__plus_00_dot_07_bar__minus_00_dot_96 - receptacle
        loc_bar__minus_1_bar__minus_7_bar_3_bar_30 - location
        loc_bar__minus_1_bar_0_bar_0_bar_30 - location
        loc_bar__minus_1_bar_3_bar_0_bar_60 - location
        loc_bar__minus_3_bar__minus_7_bar_3_bar_30 - location
        loc_bar__minus_4_bar__minus_7_bar_2_bar_0 - location
        loc_bar__minus_5_bar__minus_7_bar_2_bar_30 - location
        loc_bar_0_bar__minus_5_bar_0_bar_30 - location
        loc_bar_0_bar__minus_7_bar_3_bar_30 - location
        loc_bar_1_bar__minus_7_bar_2_bar_30 - location
        loc_bar_4_bar__minus_4_bar_1_bar_45 - location
        loc_bar_4_bar__minus_8_bar_1_bar_30 - location
    )
(:init
        (receptacleType Bed_bar__plus_00_dot_27_bar__plus_00_dot_00_bar__plus_01_dot_33 BedType)
        (receptacleAtLocation Bed_bar__plus_00_dot_27_bar__plus_00_dot_00_bar__plus_01_dot_33 loc_bar__minus_1_bar_0_bar_0_bar_30)
        (receptacleType Desk_bar__minus_00_dot_87_bar__minus_00_dot_01_bar__minus_02_dot_44 DeskType)
        (receptacleAtLocation Desk_bar__minus_00_dot_87_bar__minus_00_dot_01_bar__minus_02_dot_44 loc_bar__minus_5_bar__minus_7_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_01_dot_41_bar__plus_00_dot_20_bar__minus_02_dot_32 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_41_bar__plus_00_dot_20_bar__minus_02_dot_32 loc_bar__minus_1_bar__minus_7_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_41_bar__plus_00_dot_20_bar__minus_02_dot_32)
        (receptacleType Drawer_bar__minus_01_dot_41_bar__plus_00_dot_48_bar__minus_02_dot_32 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_41_bar__plus_00_dot_48_bar__minus_02_dot_32 loc_bar_0_bar__minus_7_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_41_bar__plus_00_dot_48_bar__minus_02_dot_32)
        (receptacleType Drawer_bar__minus_01_dot_41_bar__plus_00_dot_73_bar__minus_02_dot_32 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_41_bar__plus_00_dot_73_bar__minus_02_dot_32 loc_bar__minus_3_bar__minus_7_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_41_bar__plus_00_dot_73_bar__minus_02_dot_32)
        (receptacleType Shelf_bar__plus_01_dot_49_bar__plus_00_dot_82_bar__minus_01_dot_48 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_49_bar__plus_00_dot_82_bar__minus_01_dot_48 loc_bar_4_bar__minus_8_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_02_bar__plus_01_dot_35_bar__minus_02_dot_54 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_02_bar__plus_01_dot_35_bar__minus_02_dot_54 loc_bar__minus_4_bar__minus_7_bar_2_bar_0)
        (receptacleType SideTable_bar__plus_00_dot_25_bar_00_dot_00_bar__minus_02_dot_38 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_00_dot_25_bar_00_dot_00_bar__minus_02_dot_38 loc_bar_1_bar__minus_7_bar_2_bar_30)
        (receptacleType GarbageCan_bar__minus_00_dot_18_bar__plus_00_dot_63_bar__plus_00_dot_83 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_18_bar__plus_00_dot_63_bar__plus_00_dot_83 loc_bar__minus_1_bar_3_bar_0_bar_60)
        (receptacleType LaundryHamper_bar__plus_01_dot_10_bar__plus_00_dot_07_bar__minus_00_dot_96 LaundryHamperType)
        (receptacleAtLocation LaundryHamper_bar__plus_01_dot_10_bar__plus_00_dot_07_bar__minus_00_dot_96 loc_bar_4_bar__minus_4_bar_1_bar_45)
        (objectType KeyChain_bar__plus_01_dot_69_bar__plus_00_dot_94_bar__minus_01_dot_36 KeyChainType)
        (inReceptacle KeyChain_bar__plus_01_dot_69_bar__plus_00_dot_94_bar__minus_01_dot_36 Shelf_bar__plus_01_dot_49_bar__plus_00_dot_82_bar__minus_01_dot_48)
        (objectAtLocation KeyChain_bar__plus_01_dot_69_bar__plus_00_dot_94_bar__minus_01_dot_36 loc_bar_4_bar__minus_8_bar_1_bar_30)
        (pickupable KeyChain_bar__plus_01_dot_69_bar__plus_00_dot_94_bar__minus_01_dot_36)
        (objectType Pen_bar__minus_00_dot_23_bar__plus_00_dot_67_bar__plus_01_dot_05 PenType)
        (inReceptacle Pen_bar__minus_00_dot_23_bar__plus_00_dot_67_bar__plus_01_dot_05 GarbageCan_bar__minus_00_dot_18_bar__plus_00_dot_63_bar__plus_00_dot_83)
        (objectAtLocation Pen_bar__minus_00_dot_23_bar__plus_00_dot_67_bar__plus_01_dot_05 loc_bar__minus_1_bar_3_bar_0_bar_60)
        (pickupable Pen_bar__minus_00_dot_23_bar__plus_00_dot_67_bar__plus_01_dot_05)
        (objectType Cloth_bar__plus_00_dot_03_bar__plus_00_dot_06_bar__minus_02_dot_49 ClothType)
        (inReceptacle Cloth_bar__plus_00_dot_03_bar__plus_00_dot_06_bar__minus_02_dot_49 SideTable_bar__plus_00_dot_25_bar_00_dot_00_bar__minus_02_dot_38)
        (objectAtLocation Cloth_bar__plus_00_dot_03_bar__plus_00_dot_06_bar__minus_02_dot_49 loc_bar_1_bar__minus_7_bar_2_bar_30)
        (cleanable Cloth_bar__plus_00_dot_03_bar__plus_00_dot_06_bar__minus_02_dot_49)
        (pickupable Cloth_bar__plus_00_dot_03_bar__plus_00_dot_06_bar__minus_02_dot_49)
        (objectType Book_bar__minus_00_dot_88_bar__plus_01_dot_37_bar__minus_02_dot_41 BookType)
        (inReceptacle Book_bar__minus_00_dot_88_bar__plus_01_dot_37_bar__minus_02_dot_41 Shelf_bar__minus_01_dot_02_bar__plus_01_dot_35_bar__minus_02_dot_54)
        (objectAtLocation Book_bar__minus_00_dot_88_bar__plus_01_dot_37_bar__minus_02_dot_41 loc_bar__minus_4_bar__minus_7_bar_2_bar_0)
        (pickupable Book_bar__minus_00_dot_88_bar__plus_01_dot_37_bar__minus_02_dot_41)
        (objectType Book_bar__plus_01_dot_77_bar__plus_00_dot_85_bar__minus_01_dot_49 BookType)
        (inReceptacle Book_bar__plus_01_dot_77_bar__plus_00_dot_85_bar__minus_01_dot_49 Shelf_bar__plus_01_dot_49_bar__plus_00_dot_82_bar__minus_01_dot_48)
        (objectAtLocation Book_bar__plus_01_dot_77_bar__plus_00_dot_85_bar__minus_01_dot_49 loc_bar_4_bar__minus_8_bar_1_bar_30)
        (pickupable Book_bar__plus_01_dot_77_bar__plus_00_dot_85_bar__minus_01_dot_49)
        (objectType CreditCard_bar__minus_01_dot_13_bar__plus_00_dot_07_bar__minus_02_dot_27 CreditCardType)
        (inReceptacle CreditCard_bar__minus_01_dot_13_bar__plus_00_dot_07_bar__minus_02_dot_27 Desk_bar__minus_00_dot_87_bar__minus_00_dot_01_bar__minus_02_dot_44)
        (objectAtLocation CreditCard_bar__minus_01_dot_13_bar__plus_00_dot_07_bar__minus_02_dot_27 loc_bar__minus_5_bar__minus_7_bar_2_bar_30)
        (pickupable CreditCard_bar__minus_01_dot_13_bar__plus_00_dot_07_bar__minus_02_dot_27)
        (objectType CD_bar__plus_00_dot_21_bar__plus_00_dot_21_bar__minus_02_dot_29 CDType)
        (inReceptacle CD_bar__plus_00_dot_21_bar__plus_00_dot_21_bar__minus_02_dot_29 SideTable_bar__plus_00_dot_25_bar_00_dot_00_bar__minus_02_dot_38)
        (objectAtLocation CD_bar__plus_00_dot_21_bar__plus_00_dot_21_bar__minus_02_dot_29 loc_bar_1_bar__minus_7_bar_2_bar_30)
        (pickupable CD_bar__plus_00_dot_21_bar__plus_00_dot_21_bar__minus_02_dot_29)
        (canContain BedType BookType)
        (canContain DeskType BookType)
        (canContain DeskType CDType)
        (canContain DeskType ClothType)
        (canContain DeskType CreditCardType)
        (canContain DeskType KeyChainType)
        (canContain DeskType PenType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain DrawerType ClothType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PenType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType PenType)
        (canContain LaundryHamperType ClothType)
        (canContain ShelfType BookType)
        (canContain ShelfType CDType)
        (canContain ShelfType ClothType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PenType)
        (canContain SideTableType BookType)
        (canContain SideTableType CDType)
        (canContain SideTableType ClothType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType PenType)
        (atLocation agent1 loc_bar_0_bar__minus_5_bar_0_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o KeyChainType)
                            (receptacleType ?r SideTableType)
                        )
                    )
                )
            )
        )
    )
    